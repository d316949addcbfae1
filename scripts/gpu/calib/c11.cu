// Warpwise calibration family 11 (issue 35): written by c11_gen.py; regions as ../prereg/round9.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(pw_0_2_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pw_0_3_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 3) == 0) x = W<3, 2>(x); }
    return x;
} };

REGION(pw_2_2_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<2, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pw_3_2_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pw_3_3_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<3, 2>(x); }
    return x;
} };

REGION(pw_5_2_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<5, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pw_3_2_3) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pw_3_2_8) {
    #pragma unroll 1
    for (int i = 0; i < 8; ++i) { x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pi_0_2) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<2, 2>(x); }
    return x;
} };

REGION(pi_0_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<3, 2>(x); }
    return x;
} };

REGION(pi_3_2) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<3, 1>(x); if (s < 16) x = W<2, 2>(x); }
    return x;
} };

REGION(pi_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<3, 1>(x); if (s < 16) x = W<3, 2>(x); }
    return x;
} };

REGION(p2_3_2) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(p2_2_2) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<2, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(p2_4_1) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<4, 1>(x); if (((s + i) & 3) == 0) x = W<1, 2>(x); }
    return x;
} };

REGION(p2_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<3, 2>(x); }
    return x;
} };

REGION(vie_5_2) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<5, 1>(x); else x = W<2, 2>(x); }
    return x;
} };

REGION(vie_2_5) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<2, 1>(x); else x = W<5, 2>(x); }
    return x;
} };

REGION(vie_8_2) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<8, 1>(x); else x = W<2, 2>(x); }
    return x;
} };

REGION(vie_4_4) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<4, 1>(x); else x = W<4, 2>(x); }
    return x;
} };

REGION(vie_6_6) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<6, 1>(x); else x = W<6, 2>(x); }
    return x;
} };

REGION(vii_5_2) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > 0)) x = W<5, 1>(x); else x = W<2, 2>(x); }
    return x;
} };

REGION(vse_5_2) {
    if (__all_sync(FULL_MASK, s > 5)) x = W<5, 1>(x); else x = W<2, 2>(x);
    return x;
} };

REGION(vse_8_2) {
    if (__all_sync(FULL_MASK, s > 5)) x = W<8, 1>(x); else x = W<2, 2>(x);
    return x;
} };

REGION(vse_6_6) {
    if (__all_sync(FULL_MASK, s > 5)) x = W<6, 1>(x); else x = W<6, 2>(x);
    return x;
} };

PKERNEL(pw_0_2_5)
PKERNEL(pw_0_3_5)
PKERNEL(pw_2_2_5)
PKERNEL(pw_3_2_5)
PKERNEL(pw_3_3_5)
PKERNEL(pw_5_2_5)
PKERNEL(pw_3_2_3)
PKERNEL(pw_3_2_8)
PKERNEL(pi_0_2)
PKERNEL(pi_0_3)
PKERNEL(pi_3_2)
PKERNEL(pi_3_3)
PKERNEL(p2_3_2)
PKERNEL(p2_2_2)
PKERNEL(p2_4_1)
PKERNEL(p2_3_3)
PKERNEL(vie_5_2)
PKERNEL(vie_2_5)
PKERNEL(vie_8_2)
PKERNEL(vie_4_4)
PKERNEL(vie_6_6)
PKERNEL(vii_5_2)
PKERNEL(vse_5_2)
PKERNEL(vse_8_2)
PKERNEL(vse_6_6)

static const Entry TABLE[] = {
    {"pw_0_2_5", pw_0_2_5},
    {"pw_0_3_5", pw_0_3_5},
    {"pw_2_2_5", pw_2_2_5},
    {"pw_3_2_5", pw_3_2_5},
    {"pw_3_3_5", pw_3_3_5},
    {"pw_5_2_5", pw_5_2_5},
    {"pw_3_2_3", pw_3_2_3},
    {"pw_3_2_8", pw_3_2_8},
    {"pi_0_2", pi_0_2},
    {"pi_0_3", pi_0_3},
    {"pi_3_2", pi_3_2},
    {"pi_3_3", pi_3_3},
    {"p2_3_2", p2_3_2},
    {"p2_2_2", p2_2_2},
    {"p2_4_1", p2_4_1},
    {"p2_3_3", p2_3_3},
    {"vie_5_2", vie_5_2},
    {"vie_2_5", vie_2_5},
    {"vie_8_2", vie_8_2},
    {"vie_4_4", vie_4_4},
    {"vie_6_6", vie_6_6},
    {"vii_5_2", vii_5_2},
    {"vse_5_2", vse_5_2},
    {"vse_8_2", vse_8_2},
    {"vse_6_6", vse_6_6},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

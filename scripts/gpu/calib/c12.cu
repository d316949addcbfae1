// Warpwise calibration family 12 (issue 35): written by c12_gen.py; regions as ../prereg/round10.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vae_0_4_1) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<4, 2>(x); else x = W<1, 3>(x); }
    return x;
} };

REGION(vae_0_1_4) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<1, 2>(x); else x = W<4, 3>(x); }
    return x;
} };

REGION(vae_0_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<3, 2>(x); else x = W<3, 3>(x); }
    return x;
} };

REGION(vae_2_4_1) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<4, 2>(x); else x = W<1, 3>(x); }
    return x;
} };

REGION(vae_2_1_4) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<1, 2>(x); else x = W<4, 3>(x); }
    return x;
} };

REGION(vae_2_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<3, 2>(x); else x = W<3, 3>(x); }
    return x;
} };

REGION(vie4_6_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 20)) x = W<6, 1>(x); else x = W<3, 2>(x); }
    return x;
} };

REGION(vie4_3_6) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 20)) x = W<3, 1>(x); else x = W<6, 2>(x); }
    return x;
} };

REGION(vie4_2_2) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 20)) x = W<2, 1>(x); else x = W<2, 2>(x); }
    return x;
} };

REGION(p2v_2_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(p2v_1_1_0) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<1, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); }
    return x;
} };

REGION(p2v_2_2_2) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<2, 2>(x); x = W<2, 3>(x); }
    return x;
} };

REGION(p2v_3_1_0) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<3, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); }
    return x;
} };

REGION(dlp_0_2_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlp_0_2_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlp_0_3_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(dlp_0_3_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(dlp_2_2_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlp_2_2_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlp_2_3_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(dlp_2_3_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<3, 2>(x); }
    return x;
} };

PKERNEL(vae_0_4_1)
PKERNEL(vae_0_1_4)
PKERNEL(vae_0_3_3)
PKERNEL(vae_2_4_1)
PKERNEL(vae_2_1_4)
PKERNEL(vae_2_3_3)
PKERNEL(vie4_6_3)
PKERNEL(vie4_3_6)
PKERNEL(vie4_2_2)
PKERNEL(p2v_2_1_1)
PKERNEL(p2v_1_1_0)
PKERNEL(p2v_2_2_2)
PKERNEL(p2v_3_1_0)
PKERNEL(dlp_0_2_3)
PKERNEL(dlp_0_2_6)
PKERNEL(dlp_0_3_3)
PKERNEL(dlp_0_3_6)
PKERNEL(dlp_2_2_3)
PKERNEL(dlp_2_2_6)
PKERNEL(dlp_2_3_3)
PKERNEL(dlp_2_3_6)

static const Entry TABLE[] = {
    {"vae_0_4_1", vae_0_4_1},
    {"vae_0_1_4", vae_0_1_4},
    {"vae_0_3_3", vae_0_3_3},
    {"vae_2_4_1", vae_2_4_1},
    {"vae_2_1_4", vae_2_1_4},
    {"vae_2_3_3", vae_2_3_3},
    {"vie4_6_3", vie4_6_3},
    {"vie4_3_6", vie4_3_6},
    {"vie4_2_2", vie4_2_2},
    {"p2v_2_1_1", p2v_2_1_1},
    {"p2v_1_1_0", p2v_1_1_0},
    {"p2v_2_2_2", p2v_2_2_2},
    {"p2v_3_1_0", p2v_3_1_0},
    {"dlp_0_2_3", dlp_0_2_3},
    {"dlp_0_2_6", dlp_0_2_6},
    {"dlp_0_3_3", dlp_0_3_3},
    {"dlp_0_3_6", dlp_0_3_6},
    {"dlp_2_2_3", dlp_2_2_3},
    {"dlp_2_2_6", dlp_2_2_6},
    {"dlp_2_3_3", dlp_2_3_3},
    {"dlp_2_3_6", dlp_2_3_6},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise calibration family 15 (issue 35): written by c15_gen.py; regions as ../prereg/round12.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(swe_1_1_1) {
    if (s < 8) x = W<5, 4>(x); else { switch (s & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<1, 3>(x); break; } }
    return x;
} };

REGION(swl_1_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { switch ((s + i) & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<1, 3>(x); break; } }
    return x;
} };

REGION(swe_3_2_2) {
    if (s < 8) x = W<5, 4>(x); else { switch (s & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<2, 3>(x); break; } }
    return x;
} };

REGION(swl_3_2_2) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { switch ((s + i) & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<2, 3>(x); break; } }
    return x;
} };

REGION(lpd_1_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(lpd_1_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(lpc_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(lpd_3_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(lpd_3_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(lpc_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(pvb_0_6) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<6, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

REGION(pvb_0_9) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<9, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

REGION(pvb_1_6) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<1, 2>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<6, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

REGION(pvb_1_9) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<1, 2>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<9, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

REGION(pvb_2_6) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<6, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

REGION(pvb_2_9) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<9, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

REGION(hli_5_1) {
    int k = TAB[s];
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (k < 16) x = W<5, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

REGION(hli_6_2) {
    int k = TAB[s];
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (k < 16) x = W<6, 1>(x); else x = W<2, 2>(x); }
    return x;
} };

REGION(hli_1_5) {
    int k = TAB[s];
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (k < 16) x = W<1, 1>(x); else x = W<5, 2>(x); }
    return x;
} };

PKERNEL(swe_1_1_1)
PKERNEL(swl_1_1_1)
PKERNEL(swe_3_2_2)
PKERNEL(swl_3_2_2)
PKERNEL(lpd_1_3)
PKERNEL(lpd_1_6)
PKERNEL(lpc_1)
PKERNEL(lpd_3_3)
PKERNEL(lpd_3_6)
PKERNEL(lpc_3)
PKERNEL(pvb_0_6)
PKERNEL(pvb_0_9)
PKERNEL(pvb_1_6)
PKERNEL(pvb_1_9)
PKERNEL(pvb_2_6)
PKERNEL(pvb_2_9)
PKERNEL(hli_5_1)
PKERNEL(hli_6_2)
PKERNEL(hli_1_5)

static const Entry TABLE[] = {
    {"swe_1_1_1", swe_1_1_1},
    {"swl_1_1_1", swl_1_1_1},
    {"swe_3_2_2", swe_3_2_2},
    {"swl_3_2_2", swl_3_2_2},
    {"lpd_1_3", lpd_1_3},
    {"lpd_1_6", lpd_1_6},
    {"lpc_1", lpc_1},
    {"lpd_3_3", lpd_3_3},
    {"lpd_3_6", lpd_3_6},
    {"lpc_3", lpc_3},
    {"pvb_0_6", pvb_0_6},
    {"pvb_0_9", pvb_0_9},
    {"pvb_1_6", pvb_1_6},
    {"pvb_1_9", pvb_1_9},
    {"pvb_2_6", pvb_2_6},
    {"pvb_2_9", pvb_2_9},
    {"hli_5_1", hli_5_1},
    {"hli_6_2", hli_6_2},
    {"hli_1_5", hli_1_5},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

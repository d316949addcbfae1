// Warpwise calibration family 14 (issue 35): written by c14_gen.py; regions as ../prereg/round12.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(lsl_2_6) {
    if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x); } else x = W<3, 3>(x);
    return x;
} };

REGION(lsl_1_3) {
    if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<1, 1>(x); else x = W<3, 2>(x); } else x = W<3, 3>(x);
    return x;
} };

REGION(lbl_2_6) {
    int k = TAB[s]; if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x);
    return x;
} };

REGION(lbl_1_3) {
    int k = TAB[s]; if (k < 16) x = W<1, 1>(x); else x = W<3, 2>(x);
    return x;
} };

REGION(dlj_1_2_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlj_1_2_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlj_1_4_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if ((s & 1) != 0) x = W<4, 2>(x); }
    return x;
} };

REGION(dlj_1_4_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if ((s & 1) != 0) x = W<4, 2>(x); }
    return x;
} };

REGION(dlj_2_2_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlj_2_2_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(dlj_2_4_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<4, 2>(x); }
    return x;
} };

REGION(dlj_2_4_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<4, 2>(x); }
    return x;
} };

REGION(ndj_2) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); } }
    return x;
} };

REGION(ndj_4) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<4, 2>(x); } }
    return x;
} };

PKERNEL(lsl_2_6)
PKERNEL(lsl_1_3)
PKERNEL(lbl_2_6)
PKERNEL(lbl_1_3)
PKERNEL(dlj_1_2_3)
PKERNEL(dlj_1_2_6)
PKERNEL(dlj_1_4_3)
PKERNEL(dlj_1_4_6)
PKERNEL(dlj_2_2_3)
PKERNEL(dlj_2_2_6)
PKERNEL(dlj_2_4_3)
PKERNEL(dlj_2_4_6)
PKERNEL(ndj_2)
PKERNEL(ndj_4)

static const Entry TABLE[] = {
    {"lsl_2_6", lsl_2_6},
    {"lsl_1_3", lsl_1_3},
    {"lbl_2_6", lbl_2_6},
    {"lbl_1_3", lbl_1_3},
    {"dlj_1_2_3", dlj_1_2_3},
    {"dlj_1_2_6", dlj_1_2_6},
    {"dlj_1_4_3", dlj_1_4_3},
    {"dlj_1_4_6", dlj_1_4_6},
    {"dlj_2_2_3", dlj_2_2_3},
    {"dlj_2_2_6", dlj_2_2_6},
    {"dlj_2_4_3", dlj_2_4_3},
    {"dlj_2_4_6", dlj_2_4_6},
    {"ndj_2", ndj_2},
    {"ndj_4", ndj_4},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

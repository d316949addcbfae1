// Warpwise calibration family 8 (issue 35): written by c8_gen.py; regions as ../prereg/round7.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vel_2) {
    if (__all_sync(FULL_MASK, c > 0)) x = W<5, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<4, 2>(x);
    }
    return x;
} };

REGION(vtl_2) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<4, 2>(x);
    } else x = W<6, 1>(x);
    return x;
} };

REGION(vel_3) {
    if (__all_sync(FULL_MASK, c > 0)) x = W<5, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<4, 2>(x);
    }
    return x;
} };

REGION(vtl_3) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<4, 2>(x);
    } else x = W<6, 1>(x);
    return x;
} };

REGION(vel_5) {
    if (__all_sync(FULL_MASK, c > 0)) x = W<5, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) x = W<4, 2>(x);
    }
    return x;
} };

REGION(vtl_5) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) x = W<4, 2>(x);
    } else x = W<6, 1>(x);
    return x;
} };

REGION(rel_2) {
    if (s < 16) x = W<8, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<4, 2>(x);
    }
    return x;
} };

REGION(rel_4) {
    if (s < 16) x = W<8, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<4, 2>(x);
    }
    return x;
} };

REGION(vdl_1) {
    if (__all_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 2>(x);
    } else x = W<7, 1>(x);
    return x;
} };

REGION(vdl_2) {
    if (__all_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 2>(x);
    } else x = W<7, 1>(x);
    return x;
} };

REGION(vdl_4) {
    if (__all_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 2>(x);
    } else x = W<7, 1>(x);
    return x;
} };

PKERNEL(vel_2)
PKERNEL(vtl_2)
PKERNEL(vel_3)
PKERNEL(vtl_3)
PKERNEL(vel_5)
PKERNEL(vtl_5)
PKERNEL(rel_2)
PKERNEL(rel_4)
PKERNEL(vdl_1)
PKERNEL(vdl_2)
PKERNEL(vdl_4)

static const Entry TABLE[] = {
    {"vel_2", vel_2},
    {"vtl_2", vtl_2},
    {"vel_3", vel_3},
    {"vtl_3", vtl_3},
    {"vel_5", vel_5},
    {"vtl_5", vtl_5},
    {"rel_2", rel_2},
    {"rel_4", rel_4},
    {"vdl_1", vdl_1},
    {"vdl_2", vdl_2},
    {"vdl_4", vdl_4},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

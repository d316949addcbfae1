// Warpwise calibration family 9 (issue 35): written by c9_gen.py; regions as ../prereg/round7.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(clb_1) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<1, 2>(x);
    
    return x;
} };

REGION(clb_2) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<2, 2>(x);
    
    return x;
} };

REGION(clb_3) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<3, 2>(x);
    
    return x;
} };

REGION(clb_6) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<6, 2>(x);
    
    return x;
} };

REGION(clb_8) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<8, 2>(x);
    
    return x;
} };

REGION(reb_1) {
    if (s < 16) x = W<8, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<1, 2>(x);
    }
    return x;
} };

REGION(reb_2) {
    if (s < 16) x = W<8, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<2, 2>(x);
    }
    return x;
} };

REGION(reb_6) {
    if (s < 16) x = W<8, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<6, 2>(x);
    }
    return x;
} };

REGION(reb_8) {
    if (s < 16) x = W<8, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<8, 2>(x);
    }
    return x;
} };

PKERNEL(clb_1)
PKERNEL(clb_2)
PKERNEL(clb_3)
PKERNEL(clb_6)
PKERNEL(clb_8)
PKERNEL(reb_1)
PKERNEL(reb_2)
PKERNEL(reb_6)
PKERNEL(reb_8)

static const Entry TABLE[] = {
    {"clb_1", clb_1},
    {"clb_2", clb_2},
    {"clb_3", clb_3},
    {"clb_6", clb_6},
    {"clb_8", clb_8},
    {"reb_1", reb_1},
    {"reb_2", reb_2},
    {"reb_6", reb_6},
    {"reb_8", reb_8},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

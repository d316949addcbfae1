// Warpwise calibration family 10 (issue 35): written by c10_gen.py; regions as ../prereg/round8.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vl_2) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<4, 1>(x); }
    
    return x;
} };

REGION(vl_4) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<4, 1>(x); }
    
    return x;
} };

REGION(vl_8) {
    
#pragma unroll 1
    for (int i = 0; i < 8; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<4, 1>(x); }
    
    return x;
} };

REGION(vi_4) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == 0)) x = W<4, 1>(x); }
    
    return x;
} };

REGION(vi_8) {
    
#pragma unroll 1
    for (int i = 0; i < 8; ++i) { if (__any_sync(FULL_MASK, s == 0)) x = W<4, 1>(x); }
    
    return x;
} };

REGION(nl_2_1) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
        for (int j = 0; j < 1; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nl_2_2) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
        for (int j = 0; j < 2; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nl_2_4) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
        for (int j = 0; j < 4; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nl_4_1) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
        for (int j = 0; j < 1; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nl_4_2) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
        for (int j = 0; j < 2; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nl_4_4) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
        for (int j = 0; j < 4; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nd_2) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
        for (int j = 0; j < c; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(nd_4) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
        for (int j = 0; j < c; ++j) x = W<2, 1>(x); }
    
    return x;
} };

REGION(ls_load) {
    pin(s); if (s < 16) { int k = TAB[s]; if (k < 10) x = W<6, 1>(x); else x = W<9, 2>(x); } else x = W<8, 3>(x);
    return x;
} };

REGION(ls_stmt) {
    pin(s); if (s < 16) { int k = s + 3; if (k < 10) x = W<6, 1>(x); else x = W<9, 2>(x); } else x = W<8, 3>(x);
    return x;
} };

REGION(ls_none) {
    pin(s); if (s < 16) { if (s < 8) x = W<6, 1>(x); else x = W<9, 2>(x); } else x = W<8, 3>(x);
    return x;
} };

REGION(clt_2_1) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<1, 2>(x);
    
    return x;
} };

REGION(clt_2_2) {
    
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<2, 2>(x);
    
    return x;
} };

REGION(clt_8_1) {
    
#pragma unroll 1
    for (int i = 0; i < 8; ++i) x = W<1, 2>(x);
    
    return x;
} };

REGION(clt_8_2) {
    
#pragma unroll 1
    for (int i = 0; i < 8; ++i) x = W<2, 2>(x);
    
    return x;
} };

REGION(ifl_4) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (s < 16) x = W<4, 1>(x); }
    
    return x;
} };

REGION(ifl_6) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (s < 16) x = W<6, 1>(x); }
    
    return x;
} };

REGION(ifl_8) {
    
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (s < 16) x = W<8, 1>(x); }
    
    return x;
} };

PKERNEL(vl_2)
PKERNEL(vl_4)
PKERNEL(vl_8)
PKERNEL(vi_4)
PKERNEL(vi_8)
PKERNEL(nl_2_1)
PKERNEL(nl_2_2)
PKERNEL(nl_2_4)
PKERNEL(nl_4_1)
PKERNEL(nl_4_2)
PKERNEL(nl_4_4)
PKERNEL(nd_2)
PKERNEL(nd_4)
PKERNEL(ls_load)
PKERNEL(ls_stmt)
PKERNEL(ls_none)
PKERNEL(clt_2_1)
PKERNEL(clt_2_2)
PKERNEL(clt_8_1)
PKERNEL(clt_8_2)
PKERNEL(ifl_4)
PKERNEL(ifl_6)
PKERNEL(ifl_8)

static const Entry TABLE[] = {
    {"vl_2", vl_2},
    {"vl_4", vl_4},
    {"vl_8", vl_8},
    {"vi_4", vi_4},
    {"vi_8", vi_8},
    {"nl_2_1", nl_2_1},
    {"nl_2_2", nl_2_2},
    {"nl_2_4", nl_2_4},
    {"nl_4_1", nl_4_1},
    {"nl_4_2", nl_4_2},
    {"nl_4_4", nl_4_4},
    {"nd_2", nd_2},
    {"nd_4", nd_4},
    {"ls_load", ls_load},
    {"ls_stmt", ls_stmt},
    {"ls_none", ls_none},
    {"clt_2_1", clt_2_1},
    {"clt_2_2", clt_2_2},
    {"clt_8_1", clt_8_1},
    {"clt_8_2", clt_8_2},
    {"ifl_4", ifl_4},
    {"ifl_6", ifl_6},
    {"ifl_8", ifl_8},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise calibration family 7 (issue 35): written by c7_gen.py; regions as ../prereg/round6.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vse_8_6) {
    if (__all_sync(FULL_MASK, c > 0)) x = W<7, 1>(x); else { if (s < 16) x = W<8, 2>(x); else x = W<6, 3>(x); }
    return x;
} };

REGION(vst_8_6) {
    if (__any_sync(FULL_MASK, c > 0)) { if (s < 16) x = W<8, 2>(x); else x = W<6, 3>(x); } else x = W<7, 1>(x);
    return x;
} };

REGION(vse_12_9) {
    if (__all_sync(FULL_MASK, c > 0)) x = W<7, 1>(x); else { if (s < 16) x = W<12, 2>(x); else x = W<9, 3>(x); }
    return x;
} };

REGION(vst_12_9) {
    if (__any_sync(FULL_MASK, c > 0)) { if (s < 16) x = W<12, 2>(x); else x = W<9, 3>(x); } else x = W<7, 1>(x);
    return x;
} };

REGION(vsl_2) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<5, 1>(x);
    }
    x = W<2, 2>(x);
    return x;
} };

REGION(rsl_2) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<5, 1>(x);
    }
    x = W<2, 2>(x);
    return x;
} };

REGION(cl_2) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<5, 1>(x);
    return x;
} };

REGION(nl_2) {
    
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 1>(x);
    return x;
} };

REGION(vsl_3) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<5, 1>(x);
    }
    x = W<2, 2>(x);
    return x;
} };

REGION(rsl_3) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<5, 1>(x);
    }
    x = W<2, 2>(x);
    return x;
} };

REGION(cl_3) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<5, 1>(x);
    return x;
} };

REGION(nl_3) {
    
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 1>(x);
    return x;
} };

REGION(vsl_5) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) x = W<5, 1>(x);
    }
    x = W<2, 2>(x);
    return x;
} };

REGION(rsl_5) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) x = W<5, 1>(x);
    }
    x = W<2, 2>(x);
    return x;
} };

REGION(cl_5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) x = W<5, 1>(x);
    return x;
} };

REGION(nl_5) {
    
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 1>(x);
    return x;
} };

REGION(swt_m) {
    if (c < 2) { switch (s & 3) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; default: x = W<8, 4>(x); break; } } else x = W<11, 5>(x);
    return x;
} };

REGION(swt_u) {
    if (c < 2) { switch (s) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; case 3: x = W<8, 4>(x); break; case 4: x = W<8, 5>(x); break; default: x = W<8, 6>(x); break; } } else x = W<11, 7>(x);
    return x;
} };

PKERNEL(vse_8_6)
PKERNEL(vst_8_6)
PKERNEL(vse_12_9)
PKERNEL(vst_12_9)
PKERNEL(vsl_2)
PKERNEL(rsl_2)
PKERNEL(cl_2)
PKERNEL(nl_2)
PKERNEL(vsl_3)
PKERNEL(rsl_3)
PKERNEL(cl_3)
PKERNEL(nl_3)
PKERNEL(vsl_5)
PKERNEL(rsl_5)
PKERNEL(cl_5)
PKERNEL(nl_5)
PKERNEL(swt_m)
PKERNEL(swt_u)

static const Entry TABLE[] = {
    {"vse_8_6", vse_8_6},
    {"vst_8_6", vst_8_6},
    {"vse_12_9", vse_12_9},
    {"vst_12_9", vst_12_9},
    {"vsl_2", vsl_2},
    {"rsl_2", rsl_2},
    {"cl_2", cl_2},
    {"nl_2", nl_2},
    {"vsl_3", vsl_3},
    {"rsl_3", rsl_3},
    {"cl_3", cl_3},
    {"nl_3", nl_3},
    {"vsl_5", vsl_5},
    {"rsl_5", rsl_5},
    {"cl_5", cl_5},
    {"nl_5", nl_5},
    {"swt_m", swt_m},
    {"swt_u", swt_u},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

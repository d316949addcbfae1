// Warpwise calibration family 17 (issue 35): written by c17_gen.py; regions as ../prereg/round16.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(ils_2) {
    int k = TAB[s]; int m = TAB[s + 2]; if (k < m) x = W<2, 1>(x);
    return x;
} };

REGION(ils_3) {
    int k = TAB[s]; int m = TAB[s + 2]; int q = TAB[s + 5]; if (k < m + q) x = W<2, 1>(x);
    return x;
} };

REGION(ile_2) {
    int k = TAB[s] + TAB[s + 2]; if (k < 32) x = W<2, 1>(x);
    return x;
} };

REGION(ild_2) {
    int k = TAB[s]; int m = TAB[k & 31]; if (m < 16) x = W<2, 1>(x);
    return x;
} };

REGION(lsd_2) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); }
    return x;
} };

REGION(lsn_2) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<7, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

REGION(lsd_4) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); }
    return x;
} };

REGION(lsn_4) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<7, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

PKERNEL(ils_2)
PKERNEL(ils_3)
PKERNEL(ile_2)
PKERNEL(ild_2)
PKERNEL(lsd_2)
PKERNEL(lsn_2)
PKERNEL(lsd_4)
PKERNEL(lsn_4)

static const Entry TABLE[] = {
    {"ils_2", ils_2},
    {"ils_3", ils_3},
    {"ile_2", ile_2},
    {"ild_2", ild_2},
    {"lsd_2", lsd_2},
    {"lsn_2", lsn_2},
    {"lsd_4", lsd_4},
    {"lsn_4", lsn_4},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

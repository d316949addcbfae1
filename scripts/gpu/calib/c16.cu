// Warpwise calibration family 16 (issue 35): written by c16_gen.py; regions as ../prereg/round15.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(lbi_1) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(lbi_2) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(lbi_3) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<3, 1>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(lbe_1_1) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); else x = W<1, 3>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(lbe_1_3) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); else x = W<3, 3>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(lbx_1) {
    if ((s & 1) == 0) x = W<2, 2>(x); else { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); }
    return x;
} };

REGION(lba_1) {
    int k = TAB[s]; if (k < 16) x = W<1, 1>(x);
    return x;
} };

REGION(lbl_1) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); }
    return x;
} };

REGION(lbx_3) {
    if ((s & 1) == 0) x = W<2, 2>(x); else { int k = TAB[s]; if (k < 16) x = W<3, 1>(x); }
    return x;
} };

REGION(lba_3) {
    int k = TAB[s]; if (k < 16) x = W<3, 1>(x);
    return x;
} };

REGION(lbl_3) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); } else x = W<2, 2>(x); }
    return x;
} };

PKERNEL(lbi_1)
PKERNEL(lbi_2)
PKERNEL(lbi_3)
PKERNEL(lbe_1_1)
PKERNEL(lbe_1_3)
PKERNEL(lbx_1)
PKERNEL(lba_1)
PKERNEL(lbl_1)
PKERNEL(lbx_3)
PKERNEL(lba_3)
PKERNEL(lbl_3)

static const Entry TABLE[] = {
    {"lbi_1", lbi_1},
    {"lbi_2", lbi_2},
    {"lbi_3", lbi_3},
    {"lbe_1_1", lbe_1_1},
    {"lbe_1_3", lbe_1_3},
    {"lbx_1", lbx_1},
    {"lba_1", lba_1},
    {"lbl_1", lbl_1},
    {"lbx_3", lbx_3},
    {"lba_3", lba_3},
    {"lbl_3", lbl_3},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise calibration family 13 (issue 35): written by c13_gen.py; regions as ../prereg/round11.cu's.
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(ldb_1_3) {
    int k = TAB[s]; if (k < 16) x = W<1, 1>(x); else x = W<3, 2>(x);
    return x;
} };

REGION(ldb_3_3) {
    int k = TAB[s]; if (k < 16) x = W<3, 1>(x); else x = W<3, 2>(x);
    return x;
} };

REGION(ldb_2_6) {
    int k = TAB[s]; if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x);
    return x;
} };

REGION(ldb_4_1) {
    int k = TAB[s]; if (k < 16) x = W<4, 1>(x); else x = W<1, 2>(x);
    return x;
} };

REGION(ldw_1_3) {
    int k = TAB[s]; x = W<4, 3>(x); if (k < 16) x = W<1, 1>(x); else x = W<3, 2>(x);
    return x;
} };

REGION(ldw_2_6) {
    int k = TAB[s]; x = W<4, 3>(x); if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x);
    return x;
} };

REGION(lds_1_3) {
    if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<1, 1>(x); else x = W<3, 2>(x); } else x = W<3, 3>(x);
    return x;
} };

REGION(lds_3_3) {
    if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<3, 1>(x); else x = W<3, 2>(x); } else x = W<3, 3>(x);
    return x;
} };

REGION(lds_2_6) {
    if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x); } else x = W<3, 3>(x);
    return x;
} };

REGION(swi_1_1_1) {
    if (s < 20) { switch (s & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<1, 3>(x); break; } } else x = W<3, 4>(x);
    return x;
} };

REGION(swi_3_2_2) {
    if (s < 20) { switch (s & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<2, 3>(x); break; } } else x = W<3, 4>(x);
    return x;
} };

REGION(swi_2_2_5) {
    if (s < 20) { switch (s & 3) { case 0: x = W<2, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<5, 3>(x); break; } } else x = W<3, 4>(x);
    return x;
} };

REGION(sws_1_1_1) {
    switch (s & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<1, 3>(x); break; }
    return x;
} };

REGION(sws_3_2_2) {
    switch (s & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<2, 3>(x); break; }
    return x;
} };

REGION(ndl_2_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_2_1_3) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<3, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndw_2_1) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_2_3_1) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_2_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<3, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndw_2_3) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_4_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_4_1_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<3, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndw_4_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_4_3_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndl_4_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<3, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(ndw_4_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); } x = W<1, 2>(x); }
    return x;
} };

REGION(vcw_1_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<1, 1>(x); else x = W<1, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(vcw_1_1_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<1, 1>(x); else x = W<1, 2>(x); x = W<3, 3>(x); }
    return x;
} };

REGION(vcp_1_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<1, 1>(x); else x = W<1, 2>(x); if (((s + i) & 1) != 0) x = W<1, 3>(x); }
    return x;
} };

REGION(vcp_1_1_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<1, 1>(x); else x = W<1, 2>(x); if (((s + i) & 1) != 0) x = W<3, 3>(x); }
    return x;
} };

REGION(vcw_3_2_1) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<3, 1>(x); else x = W<2, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(vcw_3_2_3) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<3, 1>(x); else x = W<2, 2>(x); x = W<3, 3>(x); }
    return x;
} };

REGION(vcp_3_2_1) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<3, 1>(x); else x = W<2, 2>(x); if (((s + i) & 1) != 0) x = W<1, 3>(x); }
    return x;
} };

REGION(vcp_3_2_3) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<3, 1>(x); else x = W<2, 2>(x); if (((s + i) & 1) != 0) x = W<3, 3>(x); }
    return x;
} };

REGION(dli_2_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<2, 2>(x); }
    return x;
} };

REGION(dli_2_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<2, 2>(x); }
    return x;
} };

REGION(dli_4_3) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<4, 2>(x); }
    return x;
} };

REGION(dli_4_6) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<4, 2>(x); }
    return x;
} };

PKERNEL(ldb_1_3)
PKERNEL(ldb_3_3)
PKERNEL(ldb_2_6)
PKERNEL(ldb_4_1)
PKERNEL(ldw_1_3)
PKERNEL(ldw_2_6)
PKERNEL(lds_1_3)
PKERNEL(lds_3_3)
PKERNEL(lds_2_6)
PKERNEL(swi_1_1_1)
PKERNEL(swi_3_2_2)
PKERNEL(swi_2_2_5)
PKERNEL(sws_1_1_1)
PKERNEL(sws_3_2_2)
PKERNEL(ndl_2_1_1)
PKERNEL(ndl_2_1_3)
PKERNEL(ndw_2_1)
PKERNEL(ndl_2_3_1)
PKERNEL(ndl_2_3_3)
PKERNEL(ndw_2_3)
PKERNEL(ndl_4_1_1)
PKERNEL(ndl_4_1_3)
PKERNEL(ndw_4_1)
PKERNEL(ndl_4_3_1)
PKERNEL(ndl_4_3_3)
PKERNEL(ndw_4_3)
PKERNEL(vcw_1_1_1)
PKERNEL(vcw_1_1_3)
PKERNEL(vcp_1_1_1)
PKERNEL(vcp_1_1_3)
PKERNEL(vcw_3_2_1)
PKERNEL(vcw_3_2_3)
PKERNEL(vcp_3_2_1)
PKERNEL(vcp_3_2_3)
PKERNEL(dli_2_3)
PKERNEL(dli_2_6)
PKERNEL(dli_4_3)
PKERNEL(dli_4_6)

static const Entry TABLE[] = {
    {"ldb_1_3", ldb_1_3},
    {"ldb_3_3", ldb_3_3},
    {"ldb_2_6", ldb_2_6},
    {"ldb_4_1", ldb_4_1},
    {"ldw_1_3", ldw_1_3},
    {"ldw_2_6", ldw_2_6},
    {"lds_1_3", lds_1_3},
    {"lds_3_3", lds_3_3},
    {"lds_2_6", lds_2_6},
    {"swi_1_1_1", swi_1_1_1},
    {"swi_3_2_2", swi_3_2_2},
    {"swi_2_2_5", swi_2_2_5},
    {"sws_1_1_1", sws_1_1_1},
    {"sws_3_2_2", sws_3_2_2},
    {"ndl_2_1_1", ndl_2_1_1},
    {"ndl_2_1_3", ndl_2_1_3},
    {"ndw_2_1", ndw_2_1},
    {"ndl_2_3_1", ndl_2_3_1},
    {"ndl_2_3_3", ndl_2_3_3},
    {"ndw_2_3", ndw_2_3},
    {"ndl_4_1_1", ndl_4_1_1},
    {"ndl_4_1_3", ndl_4_1_3},
    {"ndw_4_1", ndw_4_1},
    {"ndl_4_3_1", ndl_4_3_1},
    {"ndl_4_3_3", ndl_4_3_3},
    {"ndw_4_3", ndw_4_3},
    {"vcw_1_1_1", vcw_1_1_1},
    {"vcw_1_1_3", vcw_1_1_3},
    {"vcp_1_1_1", vcp_1_1_1},
    {"vcp_1_1_3", vcp_1_1_3},
    {"vcw_3_2_1", vcw_3_2_1},
    {"vcw_3_2_3", vcw_3_2_3},
    {"vcp_3_2_1", vcp_3_2_1},
    {"vcp_3_2_3", vcp_3_2_3},
    {"dli_2_3", dli_2_3},
    {"dli_2_6", dli_2_6},
    {"dli_4_3", dli_4_3},
    {"dli_4_6", dli_4_6},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

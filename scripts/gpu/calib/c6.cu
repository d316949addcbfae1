// Warpwise calibration family 6 (issue 35): written by c6_gen.py; regions as ../prereg/round5.cu's.
// Build: nvcc -O3 -arch=sm_90 -o c6 c6.cu     Run: ./c6 --cases cases.txt > results.jsonl
#include "../prereg/harness.cuh"
#include "loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(wv_16) {
    x = W<16, 1>(x);
    return x;
} };

REGION(wr_16) {
    x = WR<16>(x, s);
    return x;
} };

REGION(wi_16) {
    x = WI<16>(x, s);
    return x;
} };

REGION(wv_64) {
    x = W<64, 1>(x);
    return x;
} };

REGION(wr_64) {
    x = WR<64>(x, s);
    return x;
} };

REGION(wi_64) {
    x = WI<64>(x, s);
    return x;
} };

REGION(ldc_1) {
    pin(s); int j = s;
    j = TAB[j]; 
    sinki(j, lane);
    return x;
} };

REGION(ldc_2) {
    pin(s); int j = s;
    j = TAB[j]; j = TAB[j]; 
    sinki(j, lane);
    return x;
} };

REGION(ldc_4) {
    pin(s); int j = s;
    j = TAB[j]; j = TAB[j]; j = TAB[j]; j = TAB[j]; 
    sinki(j, lane);
    return x;
} };

REGION(ldc_8) {
    pin(s); int j = s;
    j = TAB[j]; j = TAB[j]; j = TAB[j]; j = TAB[j]; j = TAB[j]; j = TAB[j]; j = TAB[j]; j = TAB[j]; 
    sinki(j, lane);
    return x;
} };

REGION(ldi_2) {
    pin(s); int j = s; int t = 0;
    t += TAB[j + 0]; t += TAB[j + 1]; 
    sinki(t, lane);
    return x;
} };

REGION(ldi_4) {
    pin(s); int j = s; int t = 0;
    t += TAB[j + 0]; t += TAB[j + 1]; t += TAB[j + 2]; t += TAB[j + 3]; 
    sinki(t, lane);
    return x;
} };

REGION(ldb) {
    pin(s); if (TAB[s] < 16) x = W<10, 1>(x); else x = W<12, 2>(x);
    return x;
} };

REGION(anyb_6) {
    if (__any_sync(FULL_MASK, s == 0)) x = W<6, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(anyb_12) {
    if (__any_sync(FULL_MASK, s == 0)) x = W<12, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(allb) {
    if (__all_sync(FULL_MASK, s > 0)) x = W<5, 1>(x); else x = W<12, 2>(x);
    return x;
} };

REGION(balb) {
    unsigned b = __ballot_sync(FULL_MASK, s == 0); if (b == 0) x = W<7, 1>(x); else x = W<11, 2>(x);
    return x;
} };

REGION(plv_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) & 1) != 0) x = W<1, 1>(x); }
    return x;
} };

REGION(pli_1_1) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if ((s & 1) != 0) x = W<1, 1>(x); }
    return x;
} };

REGION(plv_1_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) & 1) != 0) x = W<3, 1>(x); }
    return x;
} };

REGION(pli_1_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if ((s & 1) != 0) x = W<3, 1>(x); }
    return x;
} };

REGION(plv_2_1) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) & 1) != 0) x = W<1, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); }
    return x;
} };

REGION(pli_2_1) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if ((s & 1) != 0) x = W<1, 1>(x); if ((s & 2) != 0) x = W<1, 2>(x); }
    return x;
} };

REGION(plv_2_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) & 1) != 0) x = W<3, 1>(x); if (((s + i) & 2) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(pli_2_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if ((s & 1) != 0) x = W<3, 1>(x); if ((s & 2) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(plv_3_1) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) & 1) != 0) x = W<1, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); if (((s + i) & 4) != 0) x = W<1, 3>(x); }
    return x;
} };

REGION(pli_3_1) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if ((s & 1) != 0) x = W<1, 1>(x); if ((s & 2) != 0) x = W<1, 2>(x); if ((s & 4) != 0) x = W<1, 3>(x); }
    return x;
} };

REGION(plv_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) & 1) != 0) x = W<3, 1>(x); if (((s + i) & 2) != 0) x = W<3, 2>(x); if (((s + i) & 4) != 0) x = W<3, 3>(x); }
    return x;
} };

REGION(pli_3_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if ((s & 1) != 0) x = W<3, 1>(x); if ((s & 2) != 0) x = W<3, 2>(x); if ((s & 4) != 0) x = W<3, 3>(x); }
    return x;
} };

REGION(mod_3) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) % 3) == 0) x = W<2, 1>(x); }
    return x;
} };

REGION(mod_5) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) % 5) == 0) x = W<2, 1>(x); }
    return x;
} };

REGION(modst) {
    if ((s % 3) == 0) x = W<2, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(swm_4d) {
    switch (s & 3) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; default: x = W<8, 9>(x); break; }
    return x;
} };

REGION(swm_4f) {
    switch (s & 3) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; case 3: x = W<8, 4>(x); break; }
    return x;
} };

REGION(swm_8d) {
    switch (s & 7) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; case 3: x = W<8, 4>(x); break; case 4: x = W<8, 5>(x); break; case 5: x = W<8, 6>(x); break; case 6: x = W<8, 7>(x); break; default: x = W<8, 9>(x); break; }
    return x;
} };

REGION(swm_2) {
    switch (s & 1) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; }
    return x;
} };

REGION(fold_lt32) {
    if (lane < 32) x = W<8, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(fold_ws) {
    if (lane < warpSize) x = W<8, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(fold_and) {
    if ((lane & 31) < 32) x = W<8, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(fold_lt16) {
    if (lane < 16) x = W<8, 1>(x);
    x = W<2, 2>(x);
    return x;
} };

REGION(nlz_2) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) { x = W<3, 1>(x);
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<4, 2>(x); }
    return x;
} };

REGION(nlz_4) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<3, 1>(x);
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<4, 2>(x); }
    return x;
} };

REGION(nlz_6) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { x = W<3, 1>(x);
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<4, 2>(x); }
    return x;
} };

PKERNEL(wv_16)
PKERNEL(wr_16)
PKERNEL(wi_16)
PKERNEL(wv_64)
PKERNEL(wr_64)
PKERNEL(wi_64)
PKERNEL(ldc_1)
PKERNEL(ldc_2)
PKERNEL(ldc_4)
PKERNEL(ldc_8)
PKERNEL(ldi_2)
PKERNEL(ldi_4)
PKERNEL(ldb)
PKERNEL(anyb_6)
PKERNEL(anyb_12)
PKERNEL(allb)
PKERNEL(balb)
PKERNEL(plv_1_1)
PKERNEL(pli_1_1)
PKERNEL(plv_1_3)
PKERNEL(pli_1_3)
PKERNEL(plv_2_1)
PKERNEL(pli_2_1)
PKERNEL(plv_2_3)
PKERNEL(pli_2_3)
PKERNEL(plv_3_1)
PKERNEL(pli_3_1)
PKERNEL(plv_3_3)
PKERNEL(pli_3_3)
PKERNEL(mod_3)
PKERNEL(mod_5)
PKERNEL(modst)
PKERNEL(swm_4d)
PKERNEL(swm_4f)
PKERNEL(swm_8d)
PKERNEL(swm_2)
PKERNEL(fold_lt32)
PKERNEL(fold_ws)
PKERNEL(fold_and)
PKERNEL(fold_lt16)
PKERNEL(nlz_2)
PKERNEL(nlz_4)
PKERNEL(nlz_6)

static const Entry TABLE[] = {
    {"wv_16", wv_16},
    {"wr_16", wr_16},
    {"wi_16", wi_16},
    {"wv_64", wv_64},
    {"wr_64", wr_64},
    {"wi_64", wi_64},
    {"ldc_1", ldc_1},
    {"ldc_2", ldc_2},
    {"ldc_4", ldc_4},
    {"ldc_8", ldc_8},
    {"ldi_2", ldi_2},
    {"ldi_4", ldi_4},
    {"ldb", ldb},
    {"anyb_6", anyb_6},
    {"anyb_12", anyb_12},
    {"allb", allb},
    {"balb", balb},
    {"plv_1_1", plv_1_1},
    {"pli_1_1", pli_1_1},
    {"plv_1_3", plv_1_3},
    {"pli_1_3", pli_1_3},
    {"plv_2_1", plv_2_1},
    {"pli_2_1", pli_2_1},
    {"plv_2_3", plv_2_3},
    {"pli_2_3", pli_2_3},
    {"plv_3_1", plv_3_1},
    {"pli_3_1", pli_3_1},
    {"plv_3_3", plv_3_3},
    {"pli_3_3", pli_3_3},
    {"mod_3", mod_3},
    {"mod_5", mod_5},
    {"modst", modst},
    {"swm_4d", swm_4d},
    {"swm_4f", swm_4f},
    {"swm_8d", swm_8d},
    {"swm_2", swm_2},
    {"fold_lt32", fold_lt32},
    {"fold_ws", fold_ws},
    {"fold_and", fold_and},
    {"fold_lt16", fold_lt16},
    {"nlz_2", nlz_2},
    {"nlz_4", nlz_4},
    {"nlz_6", nlz_6},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise pre-registration, round 4 (issue 16): the CUDA regions of kernels-round4.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N)).
//
// Build: nvcc -O3 -arch=sm_90 -o round4 round4.cu     Run: ./round4 --cases cases.txt > results.jsonl
#include "harness.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(chain_offset3) {
    if (s == 1) x = W<10, 1>(x); else if (s == 3) x = W<7, 2>(x); else if (s == 4) x = W<12, 3>(x); else x = W<6, 4>(x);
    return x;
} };

REGION(chain_zero5) {
    if (s == 0) x = W<9, 1>(x); else if (s == 2) x = W<6, 2>(x); else if (s == 5) x = W<11, 3>(x); else if (s == 7) x = W<8, 4>(x); else if (s == 9) x = W<10, 5>(x);
    return x;
} };

REGION(while_break) {
    int i = 0;
#pragma unroll 1
    while (i < c) { if (s + i > 9) break; x = W<5, 1>(x); i += 1; }
    return x;
} };

REGION(while_continue) {
    int i = 0;
#pragma unroll 1
    while (i < c) { i += 1; if ((s & i) != 0) continue; x = W<9, 1>(x); }
    return x;
} };

REGION(nested_inner_div) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { x = W<3, 1>(x);
#pragma unroll 1
        for (int j = 0; j < s; ++j) x = W<4, 2>(x); }
    return x;
} };

REGION(else_chain) {
    if (c == 0) x = W<9, 1>(x); else if (s == 0) x = W<7, 2>(x); else if (s == 1) x = W<10, 3>(x); else if (s == 2) x = W<8, 4>(x); else x = W<6, 5>(x);
    return x;
} };

REGION(all_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<5, 1>(x); else if (s > i) x = W<9, 2>(x); }
    return x;
} };

REGION(ladder_vals) {
    if (s > 8) x = W<10, 1>(x); else if (c < 3) x = W<7, 2>(x); else if (s + c == 5) x = W<9, 3>(x); else x = W<6, 4>(x);
    return x;
} };

REGION(switch_pred_case) {
    switch (s) { case 0: x = W<7, 1>(x); if (c > 2) x = W<2, 2>(x); break; case 1: x = W<9, 3>(x); break; case 2: x = W<6, 4>(x); if (c == 0) x = W<3, 5>(x); break; case 3: x = W<8, 6>(x); break; default: break; }
    return x;
} };

REGION(continue_two) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { x = W<3, 1>(x); if (s == i) continue; x = W<8, 2>(x); if (c == i) continue; x = W<5, 3>(x); }
    return x;
} };

PKERNEL(chain_offset3)
PKERNEL(chain_zero5)
PKERNEL(while_break)
PKERNEL(while_continue)
PKERNEL(nested_inner_div)
PKERNEL(else_chain)
PKERNEL(all_loop)
PKERNEL(ladder_vals)
PKERNEL(switch_pred_case)
PKERNEL(continue_two)

static const Entry TABLE[] = {
    {"chain_offset3", chain_offset3},
    {"chain_zero5", chain_zero5},
    {"while_break", while_break},
    {"while_continue", while_continue},
    {"nested_inner_div", nested_inner_div},
    {"else_chain", else_chain},
    {"all_loop", all_loop},
    {"ladder_vals", ladder_vals},
    {"switch_pred_case", switch_pred_case},
    {"continue_two", continue_two},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

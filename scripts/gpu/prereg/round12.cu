// Warpwise pre-registration, round 12: the CUDA regions of kernels-round12.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round12 round12.cu     Run: ./round12 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(load_branch_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x); }
    return x;
} };

REGION(load_pred_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(switch_rest_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { switch ((s + i) & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<2, 3>(x); break; } }
    return x;
} };

REGION(switch_in_else) {
    if (s < 8) x = W<5, 1>(x); else { switch (s & 3) { case 0: x = W<2, 2>(x); break; case 1: x = W<2, 3>(x); break; default: x = W<1, 4>(x); break; } }
    return x;
} };

REGION(switch_in_if_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (s < 20) { switch ((s + i) & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<2, 3>(x); break; } } else x = W<2, 4>(x); }
    return x;
} };

REGION(vote_pred_then_work) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<2, 1>(x); else x = W<1, 2>(x); if (((s + i) & 1) != 0) x = W<1, 3>(x); x = W<2, 4>(x); }
    return x;
} };

REGION(vote_on_load_fast_path) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (__all_sync(FULL_MASK, k < 30)) x = W<2, 1>(x); else x = W<3, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(nested_zero_inner_pred) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<1, 1>(x); if (((s + j) & 1) != 0) x = W<2, 2>(x); } x = W<1, 3>(x); }
    return x;
} };

REGION(const_pred_in_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) {
#pragma unroll 1
    for (int j = 0; j < 3; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } x = W<2, 2>(x); }
    return x;
} };

REGION(hoist_load_if_inside) {
    int k = TAB[s];
#pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (k < 16) x = W<5, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

REGION(hoist_load_if_outside) {
    int k = TAB[s]; if (k < 16) {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<5, 1>(x); } } else {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<1, 2>(x); } }
    return x;
} };

REGION(load_chain_in_side) {
    if ((s & 1) != 0) { int k = TAB[s]; int m = TAB[k]; if (m < 16) x = W<2, 1>(x); else x = W<3, 2>(x); } else x = W<2, 3>(x);
    return x;
} };

REGION(else_if_on_load) {
    int k = TAB[s]; if (k < 8) x = W<2, 1>(x); else if (k < 24) x = W<4, 2>(x); else x = W<1, 3>(x);
    return x;
} };

REGION(pred_then_vote_branch) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<1, 2>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<6, 3>(x); else x = W<1, 4>(x); }
    return x;
} };

PKERNEL(load_branch_in_loop)
PKERNEL(load_pred_data_loop)
PKERNEL(switch_rest_in_loop)
PKERNEL(switch_in_else)
PKERNEL(switch_in_if_in_loop)
PKERNEL(vote_pred_then_work)
PKERNEL(vote_on_load_fast_path)
PKERNEL(nested_zero_inner_pred)
PKERNEL(const_pred_in_data_loop)
PKERNEL(hoist_load_if_inside)
PKERNEL(hoist_load_if_outside)
PKERNEL(load_chain_in_side)
PKERNEL(else_if_on_load)
PKERNEL(pred_then_vote_branch)

static const Entry TABLE[] = {
    {"load_branch_in_loop", load_branch_in_loop},
    {"load_pred_data_loop", load_pred_data_loop},
    {"switch_rest_in_loop", switch_rest_in_loop},
    {"switch_in_else", switch_in_else},
    {"switch_in_if_in_loop", switch_in_if_in_loop},
    {"vote_pred_then_work", vote_pred_then_work},
    {"vote_on_load_fast_path", vote_on_load_fast_path},
    {"nested_zero_inner_pred", nested_zero_inner_pred},
    {"const_pred_in_data_loop", const_pred_in_data_loop},
    {"hoist_load_if_inside", hoist_load_if_inside},
    {"hoist_load_if_outside", hoist_load_if_outside},
    {"load_chain_in_side", load_chain_in_side},
    {"else_if_on_load", else_if_on_load},
    {"pred_then_vote_branch", pred_then_vote_branch},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

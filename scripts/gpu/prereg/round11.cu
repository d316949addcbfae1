// Warpwise pre-registration, round 11: the CUDA regions of kernels-round11.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round11 round11.cu     Run: ./round11 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vote_short_work_after) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<2, 1>(x); else x = W<3, 2>(x); x = W<2, 3>(x); }
    return x;
} };

REGION(vote_inv_short_with_pred) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 24)) x = W<1, 1>(x); else x = W<3, 2>(x); if (((s + i) & 1) != 0) x = W<2, 3>(x); }
    return x;
} };

REGION(vote_fast_path_loop) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { x = W<3, 1>(x); if (__any_sync(FULL_MASK, s == 2 * i)) x = W<8, 2>(x); else x = W<2, 3>(x); }
    return x;
} };

REGION(data_loop_two_pred_after) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<1, 1>(x); if (((s + i) & 2) != 0) x = W<2, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(data_loop_inv_pred) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<3, 2>(x); }
    return x;
} };

REGION(data_loop_pred_in_else) {
    if (s < 8) x = W<10, 1>(x); else {
#pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<2, 2>(x); } }
    return x;
} };

REGION(load_in_divergent_side) {
    if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<2, 1>(x); else x = W<5, 2>(x); } else x = W<4, 3>(x);
    return x;
} };

REGION(switch_in_if_then) {
    if (s < 20) { switch (s & 3) { case 0: x = W<2, 1>(x); break; case 1: x = W<4, 2>(x); break; default: x = W<1, 3>(x); break; } } else x = W<6, 4>(x);
    return x;
} };

REGION(nested_data_inner_pred) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<2, 1>(x); } x = W<2, 2>(x); }
    return x;
} };

REGION(hoist_inside_if_else) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (s < 16) x = W<2, 1>(x); else x = W<1, 2>(x); x = W<2, 3>(x); }
    return x;
} };

REGION(hoist_outside_if_else) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 6; ++i) { x = W<4, 1>(x); } } else {
#pragma unroll 1
    for (int i = 0; i < 6; ++i) { x = W<3, 2>(x); } }
    return x;
} };

REGION(vote_short_then_pred_after) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<2, 1>(x); else x = W<2, 2>(x); x = W<1, 3>(x); if (((s + i) & 1) != 0) x = W<1, 4>(x); }
    return x;
} };

REGION(vote_on_load_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (__any_sync(FULL_MASK, k > 30)) x = W<5, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

PKERNEL(vote_short_work_after)
PKERNEL(vote_inv_short_with_pred)
PKERNEL(vote_fast_path_loop)
PKERNEL(data_loop_two_pred_after)
PKERNEL(data_loop_inv_pred)
PKERNEL(data_loop_pred_in_else)
PKERNEL(load_in_divergent_side)
PKERNEL(switch_in_if_then)
PKERNEL(nested_data_inner_pred)
PKERNEL(hoist_inside_if_else)
PKERNEL(hoist_outside_if_else)
PKERNEL(vote_short_then_pred_after)
PKERNEL(vote_on_load_loop)

static const Entry TABLE[] = {
    {"vote_short_work_after", vote_short_work_after},
    {"vote_inv_short_with_pred", vote_inv_short_with_pred},
    {"vote_fast_path_loop", vote_fast_path_loop},
    {"data_loop_two_pred_after", data_loop_two_pred_after},
    {"data_loop_inv_pred", data_loop_inv_pred},
    {"data_loop_pred_in_else", data_loop_pred_in_else},
    {"load_in_divergent_side", load_in_divergent_side},
    {"switch_in_if_then", switch_in_if_then},
    {"nested_data_inner_pred", nested_data_inner_pred},
    {"hoist_inside_if_else", hoist_inside_if_else},
    {"hoist_outside_if_else", hoist_outside_if_else},
    {"vote_short_then_pred_after", vote_short_then_pred_after},
    {"vote_on_load_loop", vote_on_load_loop},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

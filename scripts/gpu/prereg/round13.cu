// Warpwise pre-registration, round 13: the CUDA regions of kernels-round13.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round13 round13.cu     Run: ./round13 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(switch_else_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (((s + i) & 4) != 0) x = W<3, 1>(x); else { switch ((s + i) & 3) { case 0: x = W<1, 2>(x); break; case 1: x = W<2, 3>(x); break; default: x = W<1, 4>(x); break; } } }
    return x;
} };

REGION(switch_then_of_load_branch) {
    int k = TAB[s]; if (k < 16) { switch (s & 3) { case 0: x = W<2, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<2, 3>(x); break; } } else x = W<4, 4>(x);
    return x;
} };

REGION(switch_after_work_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); switch ((s + i) & 3) { case 0: x = W<3, 2>(x); break; case 1: x = W<1, 3>(x); break; default: x = W<1, 4>(x); break; } }
    return x;
} };

REGION(switches_both_sides) {
    if (s < 16) { switch (s & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<2, 3>(x); break; } } else { switch (s & 3) { case 0: x = W<2, 4>(x); break; case 1: x = W<1, 5>(x); break; default: x = W<1, 6>(x); break; } }
    return x;
} };

REGION(load_pred_const_loop) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 1>(x); x = W<2, 2>(x); }
    return x;
} };

REGION(load_two_pred_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 8) x = W<1, 1>(x); if (k >= 24) x = W<2, 2>(x); }
    return x;
} };

REGION(vote_inv_long_else_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); x = W<1, 2>(x); if (__all_sync(FULL_MASK, s < 20)) x = W<1, 3>(x); else x = W<8, 4>(x); }
    return x;
} };

REGION(nested_zero_then_branch) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } if (s < 16) x = W<4, 2>(x); else x = W<1, 3>(x); }
    return x;
} };

REGION(pred_loop_as_side) {
    if ((s & 1) != 0) {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); } } else x = W<6, 3>(x);
    return x;
} };

REGION(load_branch_in_else) {
    if (s < 16) x = W<3, 1>(x); else { int k = TAB[s]; if (k < 16) x = W<1, 2>(x); else x = W<6, 3>(x); }
    return x;
} };

REGION(load_pred_in_then) {
    if ((s & 2) != 0) { int k = TAB[s]; if (k < 16) x = W<3, 1>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(dep_load_branch_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { int k = TAB[s + i]; int m = TAB[k]; if (m < 16) x = W<2, 1>(x); else x = W<5, 2>(x); }
    return x;
} };

REGION(zero_inner_then_vote) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<1, 1>(x); } if (__any_sync(FULL_MASK, s == i)) x = W<1, 2>(x); else x = W<2, 3>(x); }
    return x;
} };

PKERNEL(switch_else_in_loop)
PKERNEL(switch_then_of_load_branch)
PKERNEL(switch_after_work_loop)
PKERNEL(switches_both_sides)
PKERNEL(load_pred_const_loop)
PKERNEL(load_two_pred_data_loop)
PKERNEL(vote_inv_long_else_loop)
PKERNEL(nested_zero_then_branch)
PKERNEL(pred_loop_as_side)
PKERNEL(load_branch_in_else)
PKERNEL(load_pred_in_then)
PKERNEL(dep_load_branch_loop)
PKERNEL(zero_inner_then_vote)

static const Entry TABLE[] = {
    {"switch_else_in_loop", switch_else_in_loop},
    {"switch_then_of_load_branch", switch_then_of_load_branch},
    {"switch_after_work_loop", switch_after_work_loop},
    {"switches_both_sides", switches_both_sides},
    {"load_pred_const_loop", load_pred_const_loop},
    {"load_two_pred_data_loop", load_two_pred_data_loop},
    {"vote_inv_long_else_loop", vote_inv_long_else_loop},
    {"nested_zero_then_branch", nested_zero_then_branch},
    {"pred_loop_as_side", pred_loop_as_side},
    {"load_branch_in_else", load_branch_in_else},
    {"load_pred_in_then", load_pred_in_then},
    {"dep_load_branch_loop", dep_load_branch_loop},
    {"zero_inner_then_vote", zero_inner_then_vote},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

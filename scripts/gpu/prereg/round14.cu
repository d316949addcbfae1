// Warpwise pre-registration, round 14: the CUDA regions of kernels-round14.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round14 round14.cu     Run: ./round14 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(inv_pred_loop_then_branch) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if ((s & 4) != 0) x = W<3, 2>(x); } if (s < 16) x = W<2, 3>(x); else x = W<5, 4>(x);
    return x;
} };

REGION(inv_pred_loop_as_side) {
    if ((s & 1) != 0) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<2, 2>(x); } } else x = W<4, 3>(x);
    return x;
} };

REGION(two_inv_preds_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if ((s & 1) != 0) x = W<1, 1>(x); x = W<1, 2>(x); if ((s & 2) != 0) x = W<2, 3>(x); }
    return x;
} };

REGION(inv_and_varying_pred_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if ((s & 1) != 0) x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); }
    return x;
} };

REGION(loaded_inv_pred_loop) {
    int k = TAB[s];
#pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (k < 16) x = W<3, 2>(x); }
    return x;
} };

REGION(inv_if_else_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (s < 16) x = W<2, 1>(x); else x = W<1, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(hoisted_if_else_loops) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); x = W<1, 3>(x); } } else {
#pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 2>(x); x = W<1, 3>(x); } }
    return x;
} };

REGION(vote_fast_path_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (__all_sync(FULL_MASK, s < 16)) x = W<2, 1>(x); else { if ((s & 1) != 0) x = W<3, 2>(x); } x = W<1, 3>(x); }
    return x;
} };

REGION(switch_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { switch ((s + i) & 3) { case 0: x = W<2, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<1, 3>(x); break; } }
    return x;
} };

REGION(else_if_on_loads_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { int k = TAB[s + i]; if (k < 8) x = W<1, 1>(x); else if (k < 24) x = W<3, 2>(x); else x = W<5, 3>(x); }
    return x;
} };

REGION(loads_both_sides) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<2, 2>(x); }
    return x;
} };

REGION(branch_then_inv_pred_loop) {
    if (s < 16) x = W<3, 1>(x); else x = W<1, 2>(x);
#pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<1, 3>(x); if ((s & 2) != 0) x = W<2, 4>(x); }
    return x;
} };

REGION(const_inv_pred_then_vote) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<1, 1>(x); if (s < 12) x = W<2, 2>(x); } if (__any_sync(FULL_MASK, s == 5)) x = W<3, 3>(x); else x = W<1, 4>(x);
    return x;
} };

PKERNEL(inv_pred_loop_then_branch)
PKERNEL(inv_pred_loop_as_side)
PKERNEL(two_inv_preds_loop)
PKERNEL(inv_and_varying_pred_loop)
PKERNEL(loaded_inv_pred_loop)
PKERNEL(inv_if_else_loop)
PKERNEL(hoisted_if_else_loops)
PKERNEL(vote_fast_path_data_loop)
PKERNEL(switch_data_loop)
PKERNEL(else_if_on_loads_loop)
PKERNEL(loads_both_sides)
PKERNEL(branch_then_inv_pred_loop)
PKERNEL(const_inv_pred_then_vote)

static const Entry TABLE[] = {
    {"inv_pred_loop_then_branch", inv_pred_loop_then_branch},
    {"inv_pred_loop_as_side", inv_pred_loop_as_side},
    {"two_inv_preds_loop", two_inv_preds_loop},
    {"inv_and_varying_pred_loop", inv_and_varying_pred_loop},
    {"loaded_inv_pred_loop", loaded_inv_pred_loop},
    {"inv_if_else_loop", inv_if_else_loop},
    {"hoisted_if_else_loops", hoisted_if_else_loops},
    {"vote_fast_path_data_loop", vote_fast_path_data_loop},
    {"switch_data_loop", switch_data_loop},
    {"else_if_on_loads_loop", else_if_on_loads_loop},
    {"loads_both_sides", loads_both_sides},
    {"branch_then_inv_pred_loop", branch_then_inv_pred_loop},
    {"const_inv_pred_then_vote", const_inv_pred_then_vote},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

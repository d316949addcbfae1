// Warpwise pre-registration, round 6: the CUDA regions of kernels-round6.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round6 round6.cu     Run: ./round6 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(load_branch_div) {
    pin(s); if (s < 16) { int k = TAB[s]; if (k < 12) x = W<7, 1>(x); else x = W<10, 2>(x); } else x = W<9, 3>(x);
    return x;
} };

REGION(load_loop_bound) {
    pin(s); int m = TAB[s] & 3;
#pragma unroll 1
    for (int i = 0; i < m; ++i) x = W<6, 1>(x);
    return x;
} };

REGION(load_switch) {
    pin(s); switch (TAB[s] & 3) { case 0: x = W<6, 1>(x); break; case 1: x = W<9, 2>(x); break; case 2: x = W<5, 3>(x); break; default: x = W<7, 4>(x); break; }
    return x;
} };

REGION(vote_loop) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<9, 1>(x); x = W<2, 2>(x); }
    return x;
} };

REGION(vote_else_branch) {
    if (__all_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<5, 1>(x); } else { if (s < 8) x = W<9, 2>(x); else x = W<7, 3>(x); }
    return x;
} };

REGION(switch_in_if_masked) {
    if (c < 2) { switch (s & 3) { case 0: x = W<5, 1>(x); break; case 1: x = W<8, 2>(x); break; default: x = W<6, 3>(x); break; } } else x = W<11, 4>(x);
    return x;
} };

REGION(pred_loop_hoist_mix) {
    #pragma unroll 1
    for (int i = 0; i < 7; ++i) { if ((s & 1) != 0) x = W<2, 1>(x); if (((c + i) & 1) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(pred_else_loop_inv) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 4) x = W<2, 1>(x); else x = W<4, 2>(x); x = W<3, 3>(x); }
    return x;
} };

REGION(nested_zero_inner) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<5, 1>(x); x = W<2, 2>(x); }
    return x;
} };

REGION(nested_load_inner) {
    pin(s);
#pragma unroll 1
    for (int i = 0; i < 3; ++i) { int m = TAB[s + i] & 1;
#pragma unroll 1
    for (int j = 0; j < m; ++j) x = W<6, 1>(x); }
    return x;
} };

REGION(mod_pred_else_loop) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (((s + i) % 3) == 0) x = W<3, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

REGION(lane_guard_branch) {
    if (lane < 32) { if (s < 16) x = W<8, 1>(x); else x = W<6, 2>(x); }
    x = W<3, 3>(x);
    return x;
} };

REGION(loop_pred_and_branch) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (s > i) x = W<9, 2>(x); else x = W<6, 3>(x); }
    return x;
} };

PKERNEL(load_branch_div)
PKERNEL(load_loop_bound)
PKERNEL(load_switch)
PKERNEL(vote_loop)
PKERNEL(vote_else_branch)
PKERNEL(switch_in_if_masked)
PKERNEL(pred_loop_hoist_mix)
PKERNEL(pred_else_loop_inv)
PKERNEL(nested_zero_inner)
PKERNEL(nested_load_inner)
PKERNEL(mod_pred_else_loop)
PKERNEL(lane_guard_branch)
PKERNEL(loop_pred_and_branch)

static const Entry TABLE[] = {
    {"load_branch_div", load_branch_div},
    {"load_loop_bound", load_loop_bound},
    {"load_switch", load_switch},
    {"vote_loop", vote_loop},
    {"vote_else_branch", vote_else_branch},
    {"switch_in_if_masked", switch_in_if_masked},
    {"pred_loop_hoist_mix", pred_loop_hoist_mix},
    {"pred_else_loop_inv", pred_else_loop_inv},
    {"nested_zero_inner", nested_zero_inner},
    {"nested_load_inner", nested_load_inner},
    {"mod_pred_else_loop", mod_pred_else_loop},
    {"lane_guard_branch", lane_guard_branch},
    {"loop_pred_and_branch", loop_pred_and_branch},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise pre-registration, round 7: the CUDA regions of kernels-round7.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round7 round7.cu     Run: ./round7 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vote_side_if_loop) {
    if (__any_sync(FULL_MASK, c > 0)) { if (s < 8) x = W<9, 1>(x); else x = W<5, 2>(x); } else {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<4, 3>(x); }
    return x;
} };

REGION(const_loop_if_vary) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { x = W<2, 1>(x); if (s > i) x = W<8, 2>(x); }
    return x;
} };

REGION(const_loop_masked_sw2) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { switch ((s + i) & 1) { case 0: x = W<6, 1>(x); break; default: x = W<9, 2>(x); break; } }
    return x;
} };

REGION(switch_then_loop_else) {
    if (s < 16) { switch (c & 3) { case 0: x = W<5, 1>(x); break; case 1: x = W<7, 2>(x); break; case 2: x = W<4, 3>(x); break; default: x = W<6, 4>(x); break; } } else {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<6, 5>(x); }
    return x;
} };

REGION(load_then_vote) {
    pin(s); int k = TAB[s]; if (__all_sync(FULL_MASK, k > 2)) x = W<10, 1>(x); else x = W<4, 2>(x);
    x = W<2, 3>(x);
    return x;
} };

REGION(hoisted_pair_loop) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if ((s & 2) != 0) x = W<3, 1>(x); if ((c & 1) != 0) x = W<2, 2>(x); x = W<2, 3>(x); }
    return x;
} };

REGION(data_loop_pred) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 2) != 0) x = W<3, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(vote_then_data_loop) {
    if (__any_sync(FULL_MASK, s == 3)) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<4, 1>(x); }
    x = W<3, 2>(x);
    return x;
} };

REGION(mod_branch_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (((s + i) % 3) == 0) x = W<9, 1>(x); else x = W<6, 2>(x); }
    return x;
} };

REGION(nested_const_data_if) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<3, 1>(x); if (s < 16) x = W<7, 2>(x); else x = W<5, 3>(x); }
    return x;
} };

REGION(folded_guard_branch) {
    if ((lane & 31) < 32) { x = W<3, 1>(x); if (s < 16) x = W<8, 2>(x); else x = W<6, 3>(x); }
    return x;
} };

REGION(load_chain_branch) {
    pin(s); int j = TAB[TAB[s]]; if (j < 10) x = W<8, 1>(x); else x = W<11, 2>(x);
    return x;
} };

PKERNEL(vote_side_if_loop)
PKERNEL(const_loop_if_vary)
PKERNEL(const_loop_masked_sw2)
PKERNEL(switch_then_loop_else)
PKERNEL(load_then_vote)
PKERNEL(hoisted_pair_loop)
PKERNEL(data_loop_pred)
PKERNEL(vote_then_data_loop)
PKERNEL(mod_branch_loop)
PKERNEL(nested_const_data_if)
PKERNEL(folded_guard_branch)
PKERNEL(load_chain_branch)

static const Entry TABLE[] = {
    {"vote_side_if_loop", vote_side_if_loop},
    {"const_loop_if_vary", const_loop_if_vary},
    {"const_loop_masked_sw2", const_loop_masked_sw2},
    {"switch_then_loop_else", switch_then_loop_else},
    {"load_then_vote", load_then_vote},
    {"hoisted_pair_loop", hoisted_pair_loop},
    {"data_loop_pred", data_loop_pred},
    {"vote_then_data_loop", vote_then_data_loop},
    {"mod_branch_loop", mod_branch_loop},
    {"nested_const_data_if", nested_const_data_if},
    {"folded_guard_branch", folded_guard_branch},
    {"load_chain_branch", load_chain_branch},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

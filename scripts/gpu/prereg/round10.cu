// Warpwise pre-registration, round 10: the CUDA regions of kernels-round10.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round10 round10.cu     Run: ./round10 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(pred_loop_long_chain) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<6, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pred_loop_two_varying) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); x = W<1, 3>(x); }
    return x;
} };

REGION(pred_loop_in_then) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); } } else x = W<9, 3>(x);
    return x;
} };

REGION(pred_if_else_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { x = W<1, 1>(x); if (((s + i) & 1) != 0) x = W<3, 2>(x); else x = W<2, 3>(x); }
    return x;
} };

REGION(vote_else_after_work) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<4, 2>(x); else x = W<1, 3>(x); }
    return x;
} };

REGION(vote_inv_else_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 20)) x = W<6, 1>(x); else x = W<3, 2>(x); }
    return x;
} };

REGION(pred_loop_then_vote) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if ((s & 1) != 0) x = W<2, 1>(x); }
    if (__any_sync(FULL_MASK, s > 28)) x = W<7, 2>(x);
    return x;
} };

REGION(data_loop_pred_work) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pred_loop_load_cond) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); }
    return x;
} };

REGION(nested_pred_inner) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < 3; ++j) { if (((s + j) & 1) != 0) x = W<2, 1>(x); x = W<1, 2>(x); } }
    return x;
} };

REGION(pred_loop_switch_case) {
    switch (s & 3) { case 0: {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); x = W<2, 2>(x); } } break; case 1: x = W<5, 3>(x); break; default: x = W<3, 4>(x); break; }
    return x;
} };

REGION(pred_loop_eight_trips) {
    #pragma unroll 1
    for (int i = 0; i < 8; ++i) { x = W<1, 1>(x); if (s < 16) x = W<1, 2>(x); if (((s + i) & 3) == 0) x = W<3, 3>(x); }
    return x;
} };

PKERNEL(pred_loop_long_chain)
PKERNEL(pred_loop_two_varying)
PKERNEL(pred_loop_in_then)
PKERNEL(pred_if_else_loop)
PKERNEL(vote_else_after_work)
PKERNEL(vote_inv_else_loop)
PKERNEL(pred_loop_then_vote)
PKERNEL(data_loop_pred_work)
PKERNEL(pred_loop_load_cond)
PKERNEL(nested_pred_inner)
PKERNEL(pred_loop_switch_case)
PKERNEL(pred_loop_eight_trips)

static const Entry TABLE[] = {
    {"pred_loop_long_chain", pred_loop_long_chain},
    {"pred_loop_two_varying", pred_loop_two_varying},
    {"pred_loop_in_then", pred_loop_in_then},
    {"pred_if_else_loop", pred_if_else_loop},
    {"vote_else_after_work", vote_else_after_work},
    {"vote_inv_else_loop", vote_inv_else_loop},
    {"pred_loop_then_vote", pred_loop_then_vote},
    {"data_loop_pred_work", data_loop_pred_work},
    {"pred_loop_load_cond", pred_loop_load_cond},
    {"nested_pred_inner", nested_pred_inner},
    {"pred_loop_switch_case", pred_loop_switch_case},
    {"pred_loop_eight_trips", pred_loop_eight_trips},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise pre-registration, round 9: the CUDA regions of kernels-round9.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round9 round9.cu     Run: ./round9 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(vote_all_counter_else) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<5, 1>(x); else x = W<2, 2>(x); }
    return x;
} };

REGION(nested_const_then_branch) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < 2; ++j) x = W<2, 1>(x);
    if (s < 16) x = W<8, 2>(x); else x = W<5, 3>(x); }
    return x;
} };

REGION(const_around_data_pred) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); } }
    return x;
} };

REGION(ends_side_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (s < 16) { int k = s + i; if (k < 9) x = W<7, 1>(x); else x = W<9, 2>(x); } else x = W<8, 3>(x); }
    return x;
} };

REGION(ends_else_after_load) {
    pin(s); if (s >= 20) x = W<9, 1>(x); else { int k = TAB[s + 2]; if (k > 15) x = W<7, 2>(x); else x = W<10, 3>(x); }
    return x;
} };

REGION(else_less_six_varying) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (((s + i) & 1) != 0) x = W<6, 1>(x); x = W<2, 2>(x); }
    return x;
} };

REGION(else_less_seven_data) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (s < 16) x = W<7, 2>(x); }
    return x;
} };

REGION(vote_then_short_loop) {
    if (__any_sync(FULL_MASK, s > 30)) x = W<9, 1>(x);
#pragma unroll 1
    for (int i = 0; i < 6; ++i) x = W<1, 2>(x);
    return x;
} };

REGION(switch_in_if_loop_else) {
    if (s < 24) { switch (s & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<6, 2>(x); break; default: x = W<4, 3>(x); break; } } else {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<2, 4>(x); }
    return x;
} };

REGION(load_branch_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 12) x = W<7, 1>(x); else x = W<9, 2>(x); }
    return x;
} };

REGION(pred_hoist_mixed_loop) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s < 16) x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }
    return x;
} };

REGION(pred_hoisted_by_hand) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) { x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); } } else {
#pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 3) == 0) x = W<2, 3>(x); } }
    return x;
} };

REGION(vote_counter_nested) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < 3; ++j) { if (__any_sync(FULL_MASK, s == i + j)) x = W<4, 1>(x); } }
    return x;
} };

REGION(zero_inner_then_vote) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<2, 1>(x);
    if (__any_sync(FULL_MASK, c > i)) x = W<5, 2>(x); }
    return x;
} };

REGION(one_trip_inner_branch) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) {
#pragma unroll 1
    for (int j = 0; j < 1; ++j) x = W<3, 1>(x);
    if (s < 16) x = W<8, 2>(x); else x = W<5, 3>(x); }
    return x;
} };

PKERNEL(vote_all_counter_else)
PKERNEL(nested_const_then_branch)
PKERNEL(const_around_data_pred)
PKERNEL(ends_side_in_loop)
PKERNEL(ends_else_after_load)
PKERNEL(else_less_six_varying)
PKERNEL(else_less_seven_data)
PKERNEL(vote_then_short_loop)
PKERNEL(switch_in_if_loop_else)
PKERNEL(load_branch_data_loop)
PKERNEL(pred_hoist_mixed_loop)
PKERNEL(pred_hoisted_by_hand)
PKERNEL(vote_counter_nested)
PKERNEL(zero_inner_then_vote)
PKERNEL(one_trip_inner_branch)

static const Entry TABLE[] = {
    {"vote_all_counter_else", vote_all_counter_else},
    {"nested_const_then_branch", nested_const_then_branch},
    {"const_around_data_pred", const_around_data_pred},
    {"ends_side_in_loop", ends_side_in_loop},
    {"ends_else_after_load", ends_else_after_load},
    {"else_less_six_varying", else_less_six_varying},
    {"else_less_seven_data", else_less_seven_data},
    {"vote_then_short_loop", vote_then_short_loop},
    {"switch_in_if_loop_else", switch_in_if_loop_else},
    {"load_branch_data_loop", load_branch_data_loop},
    {"pred_hoist_mixed_loop", pred_hoist_mixed_loop},
    {"pred_hoisted_by_hand", pred_hoisted_by_hand},
    {"vote_counter_nested", vote_counter_nested},
    {"zero_inner_then_vote", zero_inner_then_vote},
    {"one_trip_inner_branch", one_trip_inner_branch},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

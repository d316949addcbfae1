// Warpwise pre-registration, round 8: the CUDA regions of kernels-round8.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round8 round8.cu     Run: ./round8 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(real_then_loop_split) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 3; ++i) x = W<3, 1>(x); } else x = W<7, 2>(x);
    return x;
} };

REGION(vote_loop_else_branch) {
    if (__any_sync(FULL_MASK, c > 0)) {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<6, 1>(x); } else { if (s < 8) x = W<7, 2>(x); else x = W<5, 3>(x); }
    return x;
} };

REGION(load_then_loop_else) {
    pin(s); if (s < 16) { int k = TAB[s + 1]; if (k > 12) x = W<8, 1>(x); else x = W<6, 2>(x); } else {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<5, 3>(x); }
    return x;
} };

REGION(vote_fast_loop_load) {
    pin(s);
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) { int k = TAB[s + i]; if (k < 16) x = W<6, 1>(x); } x = W<2, 2>(x); }
    return x;
} };

REGION(vote_else_loop_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (__all_sync(FULL_MASK, c > i)) x = W<6, 1>(x); else {
#pragma unroll 1
    for (int j = 0; j < 2; ++j) x = W<4, 2>(x); } }
    return x;
} };

REGION(side_nested_zero_inner) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<4, 1>(x); x = W<1, 2>(x); } } else x = W<9, 3>(x);
    return x;
} };

REGION(zero_inner_then_vote) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) {
#pragma unroll 1
    for (int j = 0; j < c; ++j) x = W<3, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<5, 2>(x); }
    return x;
} };

REGION(data_loop_then_side) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<5, 1>(x); } else x = W<8, 2>(x);
    return x;
} };

REGION(load_both_sides) {
    pin(s); if (s < 16) { int k = TAB[s]; if (k < 10) x = W<6, 1>(x); else x = W<9, 2>(x); } else { int m = TAB[s + 7]; if (m > 20) x = W<7, 3>(x); else x = W<5, 4>(x); }
    return x;
} };

REGION(switch_case_loop) {
    switch (s & 3) { case 0: {
#pragma unroll 1
    for (int i = 0; i < 2; ++i) x = W<4, 1>(x); } break; case 1: x = W<7, 2>(x); break; default: x = W<5, 3>(x); break; }
    return x;
} };

REGION(work_then_loop_side) {
    x = W<3, 1>(x); if (s < 16) x = W<6, 2>(x); else {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<2, 3>(x); }
    x = W<2, 4>(x);
    return x;
} };

REGION(vote_pred_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<6, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }
    return x;
} };

REGION(loop_in_then_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) { if (s < 16) {
#pragma unroll 1
    for (int j = 0; j < 3; ++j) x = W<3, 1>(x); } else x = W<5, 2>(x); }
    return x;
} };

PKERNEL(real_then_loop_split)
PKERNEL(vote_loop_else_branch)
PKERNEL(load_then_loop_else)
PKERNEL(vote_fast_loop_load)
PKERNEL(vote_else_loop_in_loop)
PKERNEL(side_nested_zero_inner)
PKERNEL(zero_inner_then_vote)
PKERNEL(data_loop_then_side)
PKERNEL(load_both_sides)
PKERNEL(switch_case_loop)
PKERNEL(work_then_loop_side)
PKERNEL(vote_pred_loop)
PKERNEL(loop_in_then_in_loop)

static const Entry TABLE[] = {
    {"real_then_loop_split", real_then_loop_split},
    {"vote_loop_else_branch", vote_loop_else_branch},
    {"load_then_loop_else", load_then_loop_else},
    {"vote_fast_loop_load", vote_fast_loop_load},
    {"vote_else_loop_in_loop", vote_else_loop_in_loop},
    {"side_nested_zero_inner", side_nested_zero_inner},
    {"zero_inner_then_vote", zero_inner_then_vote},
    {"data_loop_then_side", data_loop_then_side},
    {"load_both_sides", load_both_sides},
    {"switch_case_loop", switch_case_loop},
    {"work_then_loop_side", work_then_loop_side},
    {"vote_pred_loop", vote_pred_loop},
    {"loop_in_then_in_loop", loop_in_then_in_loop},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

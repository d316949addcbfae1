// Warpwise pre-registration, round 15: the CUDA regions of kernels-round15.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round15 round15.cu     Run: ./round15 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(load_alone_in_side) {
    if ((s & 1) != 0) { int k = TAB[s]; x = W<1, 1>(x); if (k < 0) x = W<1, 2>(x); } else x = W<2, 3>(x);
    return x;
} };

REGION(loaded_loop_as_side) {
    if (s < 16) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); } } else x = W<3, 3>(x);
    return x;
} };

REGION(branch_then_loaded_const_loop) {
    if ((s & 2) != 0) x = W<2, 1>(x); else x = W<4, 2>(x);
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 3>(x); }
    return x;
} };

REGION(loaded_if_else_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 1>(x); else x = W<1, 2>(x); }
    return x;
} };

REGION(two_level_load_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[TAB[s + i] & 31]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); }
    return x;
} };

REGION(loaded_loop_in_const_loop) {
    #pragma unroll 1
    for (int j = 0; j < 2; ++j) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i + j]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); } }
    return x;
} };

REGION(loaded_loop_some_skip) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k >= 16) x = W<2, 1>(x); } x = W<2, 2>(x);
    return x;
} };

REGION(loaded_loop_then_vote) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } if (__any_sync(FULL_MASK, s == 7)) x = W<3, 2>(x); else x = W<1, 3>(x);
    return x;
} };

REGION(load_side_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); }
    return x;
} };

REGION(load_side_then_vote) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } if (__any_sync(FULL_MASK, s == 3)) x = W<3, 2>(x); else x = W<1, 3>(x);
    return x;
} };

REGION(switch_on_load_in_side) {
    if (s < 16) { int k = TAB[s]; switch (k & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<1, 3>(x); break; } } else x = W<2, 4>(x);
    return x;
} };

REGION(else_if_on_load_in_side) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 8) x = W<1, 1>(x); else if (k < 24) x = W<2, 2>(x); } else x = W<1, 3>(x);
    return x;
} };

REGION(load_both_sides_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 2) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + i + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); } }
    return x;
} };

PKERNEL(load_alone_in_side)
PKERNEL(loaded_loop_as_side)
PKERNEL(branch_then_loaded_const_loop)
PKERNEL(loaded_if_else_data_loop)
PKERNEL(two_level_load_loop)
PKERNEL(loaded_loop_in_const_loop)
PKERNEL(loaded_loop_some_skip)
PKERNEL(loaded_loop_then_vote)
PKERNEL(load_side_in_loop)
PKERNEL(load_side_then_vote)
PKERNEL(switch_on_load_in_side)
PKERNEL(else_if_on_load_in_side)
PKERNEL(load_both_sides_loop)

static const Entry TABLE[] = {
    {"load_alone_in_side", load_alone_in_side},
    {"loaded_loop_as_side", loaded_loop_as_side},
    {"branch_then_loaded_const_loop", branch_then_loaded_const_loop},
    {"loaded_if_else_data_loop", loaded_if_else_data_loop},
    {"two_level_load_loop", two_level_load_loop},
    {"loaded_loop_in_const_loop", loaded_loop_in_const_loop},
    {"loaded_loop_some_skip", loaded_loop_some_skip},
    {"loaded_loop_then_vote", loaded_loop_then_vote},
    {"load_side_in_loop", load_side_in_loop},
    {"load_side_then_vote", load_side_then_vote},
    {"switch_on_load_in_side", switch_on_load_in_side},
    {"else_if_on_load_in_side", else_if_on_load_in_side},
    {"load_both_sides_loop", load_both_sides_loop},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

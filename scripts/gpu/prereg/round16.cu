// Warpwise pre-registration, round 16: the CUDA regions of kernels-round16.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round16 round16.cu     Run: ./round16 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(work_then_load_side) {
    if ((s & 1) != 0) { x = W<1, 1>(x); int k = TAB[s]; if (k < 16) x = W<2, 2>(x); } else x = W<3, 3>(x);
    return x;
} };

REGION(load_side_then_work) {
    if ((s & 2) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); x = W<2, 3>(x);
    return x;
} };

REGION(long_then_load_else) {
    if (s < 16) x = W<4, 1>(x); else { int k = TAB[s]; if (k >= 16) x = W<2, 2>(x); }
    return x;
} };

REGION(load_side_data_loop) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); }
    return x;
} };

REGION(load_side_else_then_vote) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else x = W<1, 2>(x); if (__any_sync(FULL_MASK, s == 5)) x = W<3, 3>(x); else x = W<1, 4>(x);
    return x;
} };

REGION(two_level_load_side) {
    if ((s & 1) != 0) { int k = TAB[TAB[s] & 31]; if (k < 16) x = W<2, 1>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(load_side_rare_take) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k > 28) x = W<3, 1>(x); } else x = W<1, 2>(x);
    return x;
} };

REGION(loads_both_else_ends) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<2, 3>(x); }
    return x;
} };

REGION(load_side_in_nested_if) {
    if (s < 24) { if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); } else x = W<1, 3>(x);
    return x;
} };

REGION(switch_then_load_side) {
    switch (s & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<1, 3>(x); break; } if ((s & 4) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 4>(x); } else x = W<1, 5>(x);
    return x;
} };

REGION(two_loads_compared_in_side) {
    if ((s & 1) != 0) { int k = TAB[s]; int m = TAB[s + 2]; if (k < m) x = W<2, 1>(x); } else x = W<2, 2>(x);
    return x;
} };

REGION(load_side_inner_four) {
    if ((s & 2) == 0) x = W<1, 1>(x); else { int k = TAB[s]; if (k < 16) x = W<4, 2>(x); }
    return x;
} };

PKERNEL(work_then_load_side)
PKERNEL(load_side_then_work)
PKERNEL(long_then_load_else)
PKERNEL(load_side_data_loop)
PKERNEL(load_side_else_then_vote)
PKERNEL(two_level_load_side)
PKERNEL(load_side_rare_take)
PKERNEL(loads_both_else_ends)
PKERNEL(load_side_in_nested_if)
PKERNEL(switch_then_load_side)
PKERNEL(two_loads_compared_in_side)
PKERNEL(load_side_inner_four)

static const Entry TABLE[] = {
    {"work_then_load_side", work_then_load_side},
    {"load_side_then_work", load_side_then_work},
    {"long_then_load_else", long_then_load_else},
    {"load_side_data_loop", load_side_data_loop},
    {"load_side_else_then_vote", load_side_else_then_vote},
    {"two_level_load_side", two_level_load_side},
    {"load_side_rare_take", load_side_rare_take},
    {"loads_both_else_ends", loads_both_else_ends},
    {"load_side_in_nested_if", load_side_in_nested_if},
    {"switch_then_load_side", switch_then_load_side},
    {"two_loads_compared_in_side", two_loads_compared_in_side},
    {"load_side_inner_four", load_side_inner_four},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

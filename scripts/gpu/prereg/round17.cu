// Warpwise pre-registration, round 17: the CUDA regions of kernels-round17.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).
//
// Build: nvcc -O3 -arch=sm_90 -o round17 round17.cu     Run: ./round17 --cases cases.txt > results.jsonl
#include "harness.cuh"
#include "../calib/loads.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(both_load_then_ends) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else { int m = TAB[s + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); x = W<1, 4>(x); }
    return x;
} };

REGION(both_load_both_end) {
    if ((s & 2) != 0) { int k = TAB[s]; if (k >= 16) x = W<1, 1>(x); } else { int m = TAB[s + 3]; if (m < 16) x = W<2, 2>(x); }
    return x;
} };

REGION(both_load_neither_ends) {
    if (s < 16) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); x = W<2, 2>(x); } else { int m = TAB[s]; if (m < 16) x = W<1, 3>(x); x = W<1, 4>(x); }
    return x;
} };

REGION(plain_then_if_load_else) {
    if ((s & 1) == 0) { x = W<1, 1>(x); if ((s & 4) != 0) x = W<1, 2>(x); } else { int k = TAB[s]; if (k < 16) x = W<2, 3>(x); }
    return x;
} };

REGION(load_if_else_then_load_else) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); else x = W<2, 2>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<1, 3>(x); }
    return x;
} };

REGION(both_load_const_loop) {
    #pragma unroll 1
    for (int i = 0; i < 2; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + i + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); x = W<1, 4>(x); } }
    return x;
} };

REGION(both_load_nested) {
    if (s < 20) { if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); x = W<1, 4>(x); } } else x = W<2, 5>(x);
    return x;
} };

REGION(two_loading_branches) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); if ((s & 2) != 0) x = W<2, 3>(x); else { int m = TAB[s + 2]; if (m >= 16) x = W<1, 4>(x); }
    return x;
} };

REGION(both_load_then_vote) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else { int m = TAB[s + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); } if (__any_sync(FULL_MASK, s == 9)) x = W<2, 4>(x); else x = W<1, 5>(x);
    return x;
} };

REGION(load_side_if_then_work) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); x = W<1, 2>(x); } else x = W<2, 3>(x);
    return x;
} };

REGION(else_load_long_then) {
    if (s < 8) x = W<5, 1>(x); else { int k = TAB[s]; if (k < 16) x = W<1, 2>(x); }
    return x;
} };

REGION(both_load_switch_after) {
    if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<1, 2>(x); } switch (s & 3) { case 0: x = W<1, 3>(x); break; case 1: x = W<2, 4>(x); break; default: x = W<1, 5>(x); break; }
    return x;
} };

PKERNEL(both_load_then_ends)
PKERNEL(both_load_both_end)
PKERNEL(both_load_neither_ends)
PKERNEL(plain_then_if_load_else)
PKERNEL(load_if_else_then_load_else)
PKERNEL(both_load_const_loop)
PKERNEL(both_load_nested)
PKERNEL(two_loading_branches)
PKERNEL(both_load_then_vote)
PKERNEL(load_side_if_then_work)
PKERNEL(else_load_long_then)
PKERNEL(both_load_switch_after)

static const Entry TABLE[] = {
    {"both_load_then_ends", both_load_then_ends},
    {"both_load_both_end", both_load_both_end},
    {"both_load_neither_ends", both_load_neither_ends},
    {"plain_then_if_load_else", plain_then_if_load_else},
    {"load_if_else_then_load_else", load_if_else_then_load_else},
    {"both_load_const_loop", both_load_const_loop},
    {"both_load_nested", both_load_nested},
    {"two_loading_branches", two_loading_branches},
    {"both_load_then_vote", both_load_then_vote},
    {"load_side_if_then_work", load_side_if_then_work},
    {"else_load_long_then", else_load_long_then},
    {"both_load_switch_after", both_load_switch_after},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

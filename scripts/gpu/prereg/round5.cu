// Warpwise pre-registration, round 5: the CUDA regions of kernels-round5.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N)).
//
// Build: nvcc -O3 -arch=sm_90 -o round5 round5.cu     Run: ./round5 --cases cases.txt > results.jsonl
#include "harness.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(continue_short) {
    #pragma unroll 1
    for (int i = 0; i < 6; ++i) { x = W<2, 1>(x); if ((s + i) % 3 == 0) continue; x = W<3, 2>(x); }
    return x;
} };

REGION(while_continue_short) {
    int i = 0;
#pragma unroll 1
    while (i < c) { i += 1; if ((s & i) == 0) continue; x = W<2, 1>(x); }
    return x;
} };

REGION(continue_rest5) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (s == i) continue; x = W<5, 1>(x); }
    return x;
} };

REGION(loop_then_branch) {
    #pragma unroll 1
    for (int i = 0; i < c; ++i) x = W<3, 1>(x);
    if (s < 16) x = W<6, 2>(x); else x = W<9, 3>(x);
    return x;
} };

REGION(nested_in_loop) {
    #pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (s > i) { if (c > i) x = W<7, 1>(x); else x = W<8, 2>(x); } else x = W<9, 3>(x); }
    return x;
} };

REGION(two_short_ifs_loop) {
    #pragma unroll 1
    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (((c + i) & 2) != 0) x = W<3, 2>(x); }
    return x;
} };

REGION(any_fast_path) {
    if (__any_sync(FULL_MASK, s == 0)) x = W<10, 1>(x);
    x = W<4, 2>(x);
    return x;
} };

REGION(switch_loop_rotating) {
    #pragma unroll 1
    for (int i = 0; i < 3; ++i) { switch ((s + i) & 3) { case 0: x = W<4, 1>(x); break; case 1: x = W<6, 2>(x); break; case 2: x = W<5, 3>(x); break; default: x = W<3, 4>(x); break; } }
    return x;
} };

PKERNEL(continue_short)
PKERNEL(while_continue_short)
PKERNEL(continue_rest5)
PKERNEL(loop_then_branch)
PKERNEL(nested_in_loop)
PKERNEL(two_short_ifs_loop)
PKERNEL(any_fast_path)
PKERNEL(switch_loop_rotating)

static const Entry TABLE[] = {
    {"continue_short", continue_short},
    {"while_continue_short", while_continue_short},
    {"continue_rest5", continue_rest5},
    {"loop_then_branch", loop_then_branch},
    {"nested_in_loop", nested_in_loop},
    {"two_short_ifs_loop", two_short_ifs_loop},
    {"any_fast_path", any_fast_path},
    {"switch_loop_rotating", switch_loop_rotating},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

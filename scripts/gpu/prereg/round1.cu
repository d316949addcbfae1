// Warpwise pre-registration, round 1 (issue 16): the CUDA regions of kernels-round1.json, one per key.
// Each region is the stepper source of the same name, line for line: s and c are the lane's data (the
// arrays listed for the key in kernels-round1.json's cuda_data, in that order), n the scalar parameter,
// W<N, SALT>(x) is work(N). Loops that the stepper runs with a data-dependent trip count keep it here
// too (#pragma unroll 1, as calib.cu's loop_B).
//
// Build: nvcc -O3 -arch=sm_90 -o round1 round1.cu     Run: ./round1 --cases cases.txt > results.jsonl
#include "harness.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(loop_branch) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        if (((s + i) & 1) == 0) x = W<8, 1>(x);
        else x = W<12, 2>(x);
    }
    return x;
} };

REGION(if_no_else_seq) {
    x = W<5, 1>(x);
    if (s == 0) x = W<16, 2>(x);
    if (c == 0) x = W<3, 3>(x);
    x = W<5, 4>(x);
    return x;
} };

REGION(ballot_fast_path) {
    const unsigned b = __ballot_sync(FULL_MASK, s == 0);
    if (b == FULL_MASK) x = W<10, 1>(x);
    else if (s == 0) x = W<10, 2>(x);
    else x = W<14, 3>(x);
    return x;
} };

#define CASE8(k) case k: x = W<10, 10 + k>(x); break;
REGION(switch_in_if) {
    if (s < 8) {
        switch (s) {
            CASE8(0) CASE8(1) CASE8(2) CASE8(3) CASE8(4) CASE8(5) CASE8(6) CASE8(7)
            default: break;
        }
    } else {
        x = W<12, 2>(x);
    }
    return x;
} };

REGION(do_while_counts) {
    int i = 0;
#pragma unroll 1
    do {
        x = W<6, 1>(x);
        i += 1;
    } while (i < s);
    return x;
} };

REGION(two_ifs_seq) {
    if (s == 0) x = W<10, 1>(x);
    else x = W<8, 2>(x);
    if (c == 0) x = W<9, 3>(x);
    else x = W<12, 4>(x);
    return x;
} };

REGION(invariant_inside) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        if (s == 0) x = W<8, 1>(x);
        else x = W<10, 2>(x);
    }
    return x;
} };

REGION(invariant_hoisted) {
    if (s == 0) {
#pragma unroll 1
        for (int i = 0; i < c; ++i) x = W<8, 1>(x);
    } else {
#pragma unroll 1
        for (int i = 0; i < c; ++i) x = W<10, 2>(x);
    }
    return x;
} };

REGION(partial_warp) {
    if (lane < n) x = W<16, 1>(x);
    x = W<4, 2>(x);
    return x;
} };

REGION(nested_if) {
    if (s < 2) {
        if (s == 0) x = W<8, 1>(x);
        else x = W<10, 2>(x);
    } else {
        x = W<12, 3>(x);
    }
    return x;
} };

REGION(predicated_in_loop) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        if (((s + i) & 1) == 0) x = W<2, 1>(x);
        else x = W<2, 2>(x);
        x = W<3, 3>(x);
    }
    return x;
} };

PKERNEL(loop_branch)
PKERNEL(if_no_else_seq)
PKERNEL(ballot_fast_path)
PKERNEL(switch_in_if)
PKERNEL(do_while_counts)
PKERNEL(two_ifs_seq)
PKERNEL(invariant_inside)
PKERNEL(invariant_hoisted)
PKERNEL(partial_warp)
PKERNEL(nested_if)
PKERNEL(predicated_in_loop)

static const Entry TABLE[] = {
    {"loop_branch", loop_branch}, {"if_no_else_seq", if_no_else_seq}, {"ballot_fast_path", ballot_fast_path},
    {"switch_in_if", switch_in_if}, {"do_while_counts", do_while_counts}, {"two_ifs_seq", two_ifs_seq},
    {"invariant_inside", invariant_inside}, {"invariant_hoisted", invariant_hoisted}, {"partial_warp", partial_warp},
    {"nested_if", nested_if}, {"predicated_in_loop", predicated_in_loop},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

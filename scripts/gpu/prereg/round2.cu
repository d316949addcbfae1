// Warpwise pre-registration, round 2 (issue 16): the CUDA regions of kernels-round2.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N)).
//
// Build: nvcc -O3 -arch=sm_90 -o round2 round2.cu     Run: ./round2 --cases cases.txt > results.jsonl
#include "harness.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)

REGION(pre_if_seq) {
    x = W<7, 1>(x);
    if (s == 0) x = W<20, 2>(x);
    if (c == 0) x = W<2, 3>(x);
    x = W<3, 4>(x);
    return x;
} };

REGION(nested_then) {
    if (s < 2) {
        if (s == 0) x = W<12, 1>(x);
        else x = W<7, 2>(x);
    } else {
        x = W<9, 3>(x);
    }
    return x;
} };

REGION(nested_else) {
    if (s == 0) {
        x = W<10, 1>(x);
    } else {
        if (s == 1) x = W<8, 2>(x);
        else x = W<11, 3>(x);
    }
    return x;
} };

REGION(loop_pre_branch) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        x = W<3, 1>(x);
        if (((s + i) & 1) == 0) x = W<9, 2>(x);
        else x = W<7, 3>(x);
    }
    return x;
} };

REGION(loop_pred_mid) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        x = W<2, 1>(x);
        if (((s + i) & 1) == 0) x = W<3, 2>(x);
        else x = W<1, 3>(x);
        x = W<4, 4>(x);
    }
    return x;
} };

#define CASE8(k) case k: x = W<6, 10 + k>(x); break;
REGION(pre_switch) {
    x = W<4, 1>(x);
    switch (s) {
        CASE8(0) CASE8(1) CASE8(2) CASE8(3) CASE8(4) CASE8(5) CASE8(6) CASE8(7)
        default: break;
    }
    return x;
} };

REGION(two_ifs_pre) {
    x = W<6, 1>(x);
    if (s == 0) x = W<9, 2>(x);
    else x = W<11, 3>(x);
    x = W<5, 4>(x);
    if (c == 0) x = W<8, 5>(x);
    else x = W<12, 6>(x);
    return x;
} };

REGION(do_while_branch) {
    int i = 0;
#pragma unroll 1
    do {
        if (((s + i) & 1) == 0) x = W<8, 1>(x);
        else x = W<10, 2>(x);
        i += 1;
    } while (i < c);
    return x;
} };

REGION(partial_pre_if) {
    x = W<3, 1>(x);
    if (lane < n) x = W<12, 2>(x);
    else x = W<9, 3>(x);
    return x;
} };

PKERNEL(pre_if_seq)
PKERNEL(nested_then)
PKERNEL(nested_else)
PKERNEL(loop_pre_branch)
PKERNEL(loop_pred_mid)
PKERNEL(pre_switch)
PKERNEL(two_ifs_pre)
PKERNEL(do_while_branch)
PKERNEL(partial_pre_if)

static const Entry TABLE[] = {
    {"pre_if_seq", pre_if_seq}, {"nested_then", nested_then}, {"nested_else", nested_else},
    {"loop_pre_branch", loop_pre_branch}, {"loop_pred_mid", loop_pred_mid}, {"pre_switch", pre_switch},
    {"two_ifs_pre", two_ifs_pre}, {"do_while_branch", do_while_branch}, {"partial_pre_if", partial_pre_if},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

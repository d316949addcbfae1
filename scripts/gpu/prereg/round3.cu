// Warpwise pre-registration, round 3 (issue 16): the CUDA regions of kernels-round3.json, one per key, written
// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N)).
//
// Build: nvcc -O3 -arch=sm_90 -o round3 round3.cu     Run: ./round3 --cases cases.txt > results.jsonl
#include "harness.cuh"

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)
#define CASE(k, N, SALT) case k: x = W<N, SALT>(x); break;

REGION(sw_mid_cases) {
    switch (s) {
        CASE(0, 9, 10) CASE(1, 7, 11) CASE(2, 11, 12) CASE(3, 8, 13) CASE(4, 10, 14) CASE(5, 6, 15)
        default: break;
    }
    return x;
} };

REGION(sw_pre_last) {
    x = W<5, 1>(x);
    switch (s) {
        CASE(0, 6, 20) CASE(1, 6, 21) CASE(2, 6, 22) CASE(3, 7, 23) CASE(4, 6, 24) CASE(5, 6, 25) CASE(6, 6, 26)
        CASE(7, 6, 27) CASE(8, 6, 28) CASE(9, 6, 29) CASE(10, 6, 30) CASE(11, 6, 31) CASE(12, 6, 32) CASE(13, 6, 33)
        CASE(14, 6, 34) CASE(15, 9, 35)
        default: break;
    }
    return x;
} };

REGION(sw3_pre) {
    x = W<6, 1>(x);
    switch (s) {
        CASE(0, 8, 40) CASE(1, 12, 41) CASE(2, 10, 42)
        default: break;
    }
    return x;
} };

REGION(chain_sparse) {
    if (s == 2) x = W<12, 1>(x);
    else if (s == 5) x = W<7, 2>(x);
    else x = W<9, 3>(x);
    return x;
} };

REGION(chain4) {
    if (s == 0) x = W<7, 1>(x);
    else if (s == 1) x = W<11, 2>(x);
    else if (s == 2) x = W<5, 3>(x);
    else x = W<9, 4>(x);
    return x;
} };

REGION(chain_pre) {
    x = W<5, 5>(x);
    if (s == 0) x = W<10, 1>(x);
    else if (s == 1) x = W<6, 2>(x);
    else x = W<8, 3>(x);
    return x;
} };

REGION(loop_switch) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        switch ((s + i) % 8) {
            CASE(0, 8, 50) CASE(1, 6, 51) CASE(2, 9, 52) CASE(3, 7, 53) CASE(4, 8, 54) CASE(5, 6, 55) CASE(6, 9, 56)
            CASE(7, 7, 57)
            default: break;
        }
    }
    return x;
} };

REGION(ballot_switch) {
    const unsigned b = __ballot_sync(FULL_MASK, s < 4);
    if (b == FULL_MASK) {
        x = W<8, 1>(x);
    } else {
        switch (s) {
            CASE(0, 10, 60) CASE(1, 6, 61) CASE(2, 9, 62) CASE(3, 7, 63) CASE(4, 11, 64)
            default: break;
        }
    }
    return x;
} };

REGION(continue_loop) {
#pragma unroll 1
    for (int i = 0; i < c; ++i) {
        if (((s + i) & 3) == 0) continue;
        x = W<7, 1>(x);
    }
    return x;
} };

REGION(early_return) {
    if (lane >= n) return x;
    x = W<14, 1>(x);
    return x;
} };

PKERNEL(sw_mid_cases)
PKERNEL(sw_pre_last)
PKERNEL(sw3_pre)
PKERNEL(chain_sparse)
PKERNEL(chain4)
PKERNEL(chain_pre)
PKERNEL(loop_switch)
PKERNEL(ballot_switch)
PKERNEL(continue_loop)
PKERNEL(early_return)

static const Entry TABLE[] = {
    {"sw_mid_cases", sw_mid_cases}, {"sw_pre_last", sw_pre_last}, {"sw3_pre", sw3_pre},
    {"chain_sparse", chain_sparse}, {"chain4", chain4}, {"chain_pre", chain_pre},
    {"loop_switch", loop_switch}, {"ballot_switch", ballot_switch}, {"continue_loop", continue_loop},
    {"early_return", early_return},
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise SM pre-registration, round sm1 (issue 36): the CUDA regions of kernels-sm1.json, run by W warps of one
// block (../sm/sm_harness.cuh). W<N, SALT>(x): work(N); PW<N, SALT, WHEN>(x, s): work(N) predicated by hand.
// Build: nvcc -O3 -arch=sm_90 -o sm1 sm1.cu     Run: ./sm1 --cases cases.txt > sm1.jsonl
#include "../sm/sm_harness.cuh"

// if (s == 0) work(10) else work(14): a real branch.
SREGION(ife_10_14) {
    if (s == 0) x = W<10, 1>(x); else x = W<14, 2>(x);
    return x;
} };

// if (s == 0) work(8) else work(10) as a real branch ...
SREGION(pr_8_10_b) {
    if (s == 0) x = W<8, 1>(x); else x = W<10, 2>(x);
    return x;
} };

// ... and if-converted by hand as nvcc does it: each side predicated on its own register (independent chains
// whose latencies overlap), then a select.
SREGION(pr_8_10_p) {
    const float xa = PW<8, 1, true>(x, s);
    const float xb = PW<10, 2, false>(x, s);
    x = (s == 0) ? xa : xb;
    return x;
} };

// A 4-trip loop whose real if/else (8 vs 10 ops) flips side every iteration.
SREGION(lp_ife) {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) { if (s == (i & 1)) x = W<8, 1>(x); else x = W<10, 2>(x); }
    return x;
} };

// if / else if / else of 8, 12 and 16 ops.
SREGION(ife3_8_12_16) {
    if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<12, 2>(x); else x = W<16, 3>(x);
    return x;
} };

// A 4-trip constant loop of 6 ops (ptxas hoists its constant moves: the register chain), then 12 vs 4 ops.
SREGION(cl_ife) {
#pragma unroll 1
    for (int i = 0; i < 4; ++i) x = W<6, 4>(x);
    if (s == 0) x = W<12, 1>(x); else x = W<4, 2>(x);
    return x;
} };

SKERNEL(ife_10_14)
SKERNEL(pr_8_10_b)
SKERNEL(pr_8_10_p)
SKERNEL(lp_ife)
SKERNEL(ife3_8_12_16)
SKERNEL(cl_ife)

static const SEntry TABLE[] = {
    {"ife_10_14", ife_10_14}, {"pr_8_10_b", pr_8_10_b}, {"pr_8_10_p", pr_8_10_p}, {"lp_ife", lp_ife},
    {"ife3_8_12_16", ife3_8_12_16}, {"cl_ife", cl_ife},
};

int main(int argc, char** argv) { return sm_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

// Warpwise calibration family sm (issue 36): W warps of one block on one SM, regions as sm_kernels.json's.
// Build: nvcc -O3 -arch=sm_90 -o sm sm.cu     Run: ./sm --cases cases.txt > sm.jsonl
#include "sm_harness.cuh"

// work(64): the issue cycles of a work op (the slope over warps once the schedulers are full).
SREGION(chain_64) {
    x = W<64, 1>(x);
    return x;
} };

// A real if/else of 24 + 24 ops: the issue cycles of its control slots.
SREGION(ife_24) {
    if (s == 0) x = W<24, 1>(x); else x = W<24, 2>(x);
    return x;
} };

// A short if/else nvcc if-converts (validation).
SREGION(pred_4) {
    if (s == 0) x = W<4, 1>(x); else x = W<4, 2>(x);
    return x;
} };

// A 12 + 12 if/else if-converted by hand (every op predicated): the predicated run of the stepper (validation).
SREGION(hp_12) {
    x = PW<12, 1, true>(x, s);
    x = PW<12, 2, false>(x, s);
    return x;
} };

// An 8-trip loop of 6 ops (validation: loop control across warps).
SREGION(loop_6) {
#pragma unroll 1
    for (int i = 0; i < 8; ++i) x = W<6, 1>(x);
    return x;
} };

SKERNEL(chain_64)
SKERNEL(ife_24)
SKERNEL(pred_4)
SKERNEL(hp_12)
SKERNEL(loop_6)

static const SEntry TABLE[] = {
    {"chain_64", chain_64}, {"ife_24", ife_24}, {"pred_4", pred_4}, {"hp_12", hp_12}, {"loop_6", loop_6},
};

int main(int argc, char** argv) { return sm_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

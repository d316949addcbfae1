// Shared pieces of the calibration microkernels (calib.cu) and the if-conversion study (ifconvert.cu).
//
// The arithmetic is the one scripts/gpu/divergence.cu uses: a "path of length L" is L dependent
// fma.rn.f32 with distinct coefficients (SALT keeps two paths of one length distinct). Three ways of
// writing the same chain are compared:
//   ArithV  volatile inline PTX (exactly divergence.cu's chain())
//   ArithN  non-volatile inline PTX
//   ArithC  plain C (fmaf)
#pragma once
#ifndef __CUDACC__
// Lets g++ check (and even run, as one fake lane) these files on a machine without nvcc; see syntax_shim.h.
#include "syntax_shim.h"
#else
#define LAUNCH1(fn, a) fn<<<1, 32>>>(a)
#define ASM_VOLATILE(...) asm volatile(__VA_ARGS__)
#define ASM_PLAIN(...) asm(__VA_ARGS__)
#endif
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define FULL_MASK 0xffffffffu

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

struct ArithV {
    template <int L, int SALT>
    static __device__ __forceinline__ float chain(float x) {
#pragma unroll
        for (int i = 0; i < L; ++i) {
            const float a = 1.0f + 1.0e-7f * float(i + 1 + 131 * SALT);
            const float b = 1.0e-6f * float((i * 7 + SALT * 13) % 101 + 1);
            ASM_VOLATILE("fma.rn.f32 %0, %0, %1, %2;" : "+f"(x) : "f"(a), "f"(b));
        }
        return x;
    }
};

struct ArithN {
    template <int L, int SALT>
    static __device__ __forceinline__ float chain(float x) {
#pragma unroll
        for (int i = 0; i < L; ++i) {
            const float a = 1.0f + 1.0e-7f * float(i + 1 + 131 * SALT);
            const float b = 1.0e-6f * float((i * 7 + SALT * 13) % 101 + 1);
            ASM_PLAIN("fma.rn.f32 %0, %0, %1, %2;" : "+f"(x) : "f"(a), "f"(b));
        }
        return x;
    }
};

struct ArithC {
    template <int L, int SALT>
    static __device__ __forceinline__ float chain(float x) {
#pragma unroll
        for (int i = 0; i < L; ++i) {
            const float a = 1.0f + 1.0e-7f * float(i + 1 + 131 * SALT);
            const float b = 1.0e-6f * float((i * 7 + SALT * 13) % 101 + 1);
            x = fmaf(x, a, b);
        }
        return x;
    }
};

// An empty volatile asm that "may change" its operand: the compiler front end can move no arithmetic on
// that value across it. It emits no instruction. Used around timed regions so that plain-C (and
// non-volatile asm) chains stay between the clock reads.
__device__ __forceinline__ void pin(float& x) { ASM_VOLATILE("" : "+f"(x)); }
__device__ __forceinline__ void pin(int& v) { ASM_VOLATILE("" : "+r"(v)); }

// As in divergence.cu: the lane's data is reloaded every repetition and parked in shared memory before
// the barrier; the store cannot issue until the load has returned, so the load's latency stays outside
// the timed region.
__device__ __forceinline__ int load_sel(const int* sel, int lane) {
    __shared__ volatile int sink[32];
    const int s = *((volatile const int*)sel + lane);
    sink[lane] = s;
    return s;
}

struct Args {
    const int* sel;      // per-lane datum: path selector, switch case, trip count
    float* out;          // per-lane float state, in and out
    int* iout;           // per-lane int state, in and out
    const float* coef;   // register coefficients for the register-operand chains
    long long* times;    // one region time per repetition (lane 0 writes)
    int reps;
    int flag;            // a warp-uniform kernel parameter (if-conversion study, condition "p")
    unsigned mask;       // a warp mask from the host (FULL_MASK), for __syncwarp(mask)
};

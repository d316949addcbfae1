// The compiler's choice, compile-only: when does nvcc -O3 -arch=sm_90 if-convert a branch?
//
// One translation unit = one (arithmetic, context, shape, condition) group, chosen with -D:
//   -DIFC_AR=V|N|C|R  the ops: volatile inline PTX fma (divergence.cu's chain) | non-volatile PTX | plain C fmaf |
//                   volatile PTX fma with a constant-bank multiplier (bare FFMAs, no constant moves)
//   -DIFC_CTX=S|SC|L|LC|LW|H
//        S   straight: load the datum, the region, store (no loop, no clock, no __syncwarp)
//        SC  S with divergence.cu's timing frame around the region (__syncwarp, clock64 ... __syncwarp, clock64)
//        L   the region inside a repetition loop (datum reloaded each time), no clock, no __syncwarp
//        LC  L with clock64 reads around the region, no __syncwarp
//        LW  L with __syncwarp around the region, no clock
//        H   exactly divergence.cu's harness: the loop, __syncwarp, clock64 and the lane-0 store
//   -DIFC_SH=E|C3
//        E   if (s == 0) A ops; else B ops          (B = 0: an if with no else)
//        C3  if (s == 0) A ops; else if (s == 1) B ops   (divergence.cu's if / else-if chain, 3 outcomes)
//   -DIFC_COND=g|G|t|p  where s comes from: g = the lane's datum from global memory (load_sel: volatile, reloaded
//                  each repetition), G = the same datum by a plain load (a.sel[lane]; loop-invariant, may be hoisted),
//                  t = threadIdx.x & 1 (known to the compiler to be 0 or 1), p = a kernel parameter (warp-uniform)
// Each TU holds one kernel per (A, B), A = 1..16, B = 0..16, named k_<AR>_<CTX>_<SH>_<COND>_<A>_<B>, and
// a control kernel k_..._ctl whose region is one unconditional op (the context's own branches, for subtraction).
//
// Build one group:  nvcc -O3 -arch=sm_90 -cubin -DIFC_AR=V -DIFC_CTX=H -DIFC_SH=C3 -DIFC_COND=g -o g.cubin ifconvert.cu
// (run.sh builds all groups in parallel with --keep, so the PTX of each is kept too.)
#include "common.cuh"

#if !defined(IFC_AR) || !defined(IFC_CTX) || !defined(IFC_SH) || !defined(IFC_COND)
#define IFC_AR V
#define IFC_CTX H
#define IFC_SH E
#define IFC_COND g
#endif

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

// ArithR: volatile inline PTX fma whose multiplier comes from the constant bank and whose addend is one
// immediate per side, so each op is a bare FFMA with no constant moves between them (ArithV's chain carries
// IMAD.MOVs that load its distinct coefficients). Tests whether the threshold counts ops or instructions.
__constant__ float c_coef[8] = {1.0000001f, 1.0000002f, 1.0000003f, 1.0000004f, 1.0000005f, 1.0000006f, 1.0000007f, 1.0000008f};
struct ArithR {
    template <int L, int SALT>
    static __device__ __forceinline__ float chain(float x) {
        const float a = c_coef[SALT & 7];
        const float b = 1.0e-6f * float(SALT + 1);
#pragma unroll
        for (int i = 0; i < L; ++i) ASM_VOLATILE("fma.rn.f32 %0, %0, %1, %2;" : "+f"(x) : "f"(a), "f"(b));
        return x;
    }
};

using Ar = CAT(Arith, IFC_AR);

__device__ __forceinline__ int cond_g(const Args&, int, int loaded) { return loaded; }
__device__ __forceinline__ int cond_t(const Args&, int lane, int) { return lane & 1; }
__device__ __forceinline__ int cond_p(const Args& a, int, int) { return a.flag; }
__device__ __forceinline__ int cond_G(const Args& a, int lane, int) { return a.sel[lane]; }  // plain (non-volatile) load
#define COND_FN CAT(cond_, IFC_COND)

template <int A, int B>
struct ShapeE {
    static __device__ __forceinline__ float run(float x, int s) {
        if (s == 0) {
            x = Ar::chain<A, 1>(x);
        } else {
            if constexpr (B > 0) x = Ar::chain<B, 2>(x);
        }
        return x;
    }
};

template <int A, int B>
struct ShapeC3 {
    static __device__ __forceinline__ float run(float x, int s) {
        if (s == 0) {
            x = Ar::chain<A, 1>(x);
        } else if (s == 1) {
            if constexpr (B > 0) x = Ar::chain<B, 2>(x);
        }
        return x;
    }
};

struct Control {
    static __device__ __forceinline__ float run(float x, int) { return Ar::chain<1, 7>(x); }
};

template <class R> __device__ __forceinline__ void ctx_S(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
    const int s = COND_FN(a, lane, load_sel(a.sel, lane));
    x = R::run(x, s);
    a.out[lane] = x;
}

template <class R> __device__ __forceinline__ void ctx_SC(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
    const int s = COND_FN(a, lane, load_sel(a.sel, lane));
    __syncwarp();
    const long long t0 = clock64();
    x = R::run(x, s);
    __syncwarp();
    const long long t1 = clock64();
    if (lane == 0) a.times[0] = t1 - t0;
    a.out[lane] = x;
}

template <class R> __device__ __forceinline__ void ctx_L(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = COND_FN(a, lane, load_sel(a.sel, lane));
        x = R::run(x, s);
    }
    a.out[lane] = x;
}

template <class R> __device__ __forceinline__ void ctx_LC(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = COND_FN(a, lane, load_sel(a.sel, lane));
        const long long t0 = clock64();
        x = R::run(x, s);
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

template <class R> __device__ __forceinline__ void ctx_LW(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = COND_FN(a, lane, load_sel(a.sel, lane));
        __syncwarp();
        x = R::run(x, s);
        __syncwarp();
    }
    a.out[lane] = x;
}

template <class R> __device__ __forceinline__ void ctx_H(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = COND_FN(a, lane, load_sel(a.sel, lane));
        __syncwarp();
        const long long t0 = clock64();
        x = R::run(x, s);
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

#define CTX_FN CAT(ctx_, IFC_CTX)
#define SHAPE CAT(Shape, IFC_SH)
#define PFX CAT(CAT(CAT(CAT(CAT(CAT(CAT(k_, IFC_AR), _), IFC_CTX), _), IFC_SH), _), IFC_COND)
#define KNAME(A, B) CAT(CAT(CAT(CAT(PFX, _), A), _), B)
#define K(A, B) extern "C" __global__ void KNAME(A, B)(Args a) { CTX_FN<SHAPE<A, B>>(a); }
#define ROW(A) K(A, 0) K(A, 1) K(A, 2) K(A, 3) K(A, 4) K(A, 5) K(A, 6) K(A, 7) K(A, 8) \
               K(A, 9) K(A, 10) K(A, 11) K(A, 12) K(A, 13) K(A, 14) K(A, 15) K(A, 16)
ROW(1) ROW(2) ROW(3) ROW(4) ROW(5) ROW(6) ROW(7) ROW(8)
ROW(9) ROW(10) ROW(11) ROW(12) ROW(13) ROW(14) ROW(15) ROW(16)
extern "C" __global__ void CAT(PFX, _ctl)(Args a) { CTX_FN<Control>(a); }

#ifndef __CUDACC__
int main() { return 0; }  // host syntax check only
#endif

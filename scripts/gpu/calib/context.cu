// Warpwise calibration, context family (issue 16, after pre-registration round 1): how much of a construct's
// fixed cost hides behind the straight-line work before it, and what an if-converted if/else or a real
// if/else costs at the top of a loop body. Same frame as ../prereg/harness.cuh (one warp, clock64 between
// __syncwarp, data loaded outside the region, medians); W<N, SALT> is calib's volatile-PTX FMA chain.
// None of these kernels is a pre-registered kernel; the round-1 kernels are only what showed the effect.
//
// Families:
//   ifnpre_P_A    work(P); if (s == 0) work(A)                          (A = 16: a real if without else; A = 3: if-converted)
//   ifepre_P_A_B  work(P); if (s == 0) work(A) else work(B)             (8 vs 8: real; 2 vs 2: if-converted)
//   predloop_A_T  8 trips of { if (((s + i) & 1) == 0) work(A) else work(A); work(T); }   (if-converted in a loop)
//   brloop_A_B    8 trips of { if (((s + i) & 1) == 0) work(A) else work(B); }           (real branch in a loop)
//
// Build: nvcc -O3 -arch=sm_90 -o context context.cu     Run: ./context --cases context_cases.txt > context.jsonl
#include "../prereg/harness.cuh"

template <int P, int A>
struct IfnPre {
    static __device__ __forceinline__ float run(float x, int s, int, int, int) {
        x = W<P, 1>(x);
        if (s == 0) x = W<A, 2>(x);
        return x;
    }
};
template <int P, int A, int B>
struct IfePre {
    static __device__ __forceinline__ float run(float x, int s, int, int, int) {
        x = W<P, 1>(x);
        if (s == 0) x = W<A, 2>(x);
        else x = W<B, 3>(x);
        return x;
    }
};
template <int A, int T>
struct PredLoop {
    static __device__ __forceinline__ float run(float x, int s, int c, int, int) {
#pragma unroll 1
        for (int i = 0; i < c; ++i) {
            if (((s + i) & 1) == 0) x = W<A, 1>(x);
            else x = W<A, 2>(x);
            x = W<T, 3>(x);
        }
        return x;
    }
};
template <int A, int B>
struct BrLoop {
    static __device__ __forceinline__ float run(float x, int s, int c, int, int) {
#pragma unroll 1
        for (int i = 0; i < c; ++i) {
            if (((s + i) & 1) == 0) x = W<A, 1>(x);
            else x = W<B, 2>(x);
        }
        return x;
    }
};

#define K_IFN(P, A) typedef IfnPre<P, A> R_ifnpre_##P##_##A; PKERNEL(ifnpre_##P##_##A)
#define K_IFE(P, A, B) typedef IfePre<P, A, B> R_ifepre_##P##_##A##_##B; PKERNEL(ifepre_##P##_##A##_##B)
#define K_PL(A, T) typedef PredLoop<A, T> R_predloop_##A##_##T; PKERNEL(predloop_##A##_##T)
#define K_BL(A, B) typedef BrLoop<A, B> R_brloop_##A##_##B; PKERNEL(brloop_##A##_##B)
#define E_IFN(P, A) {"ifnpre_" #P "_" #A, ifnpre_##P##_##A},
#define E_IFE(P, A, B) {"ifepre_" #P "_" #A "_" #B, ifepre_##P##_##A##_##B},
#define E_PL(A, T) {"predloop_" #A "_" #T, predloop_##A##_##T},
#define E_BL(A, B) {"brloop_" #A "_" #B, brloop_##A##_##B},

#define IFN_LIST(X) X(0, 16) X(2, 16) X(4, 16) X(8, 16) X(16, 16) X(32, 16) X(0, 3) X(4, 3) X(8, 3) X(16, 3) X(32, 3)
#define IFE_LIST(X) X(0, 8, 8) X(4, 8, 8) X(8, 8, 8) X(16, 8, 8) X(32, 8, 8) X(0, 2, 2) X(4, 2, 2) X(8, 2, 2) X(16, 2, 2)
#define PL_LIST(X) X(1, 2) X(3, 2) X(4, 4) X(1, 8) X(3, 8)
#define BL_LIST(X) X(6, 10) X(10, 14) X(16, 16)
IFN_LIST(K_IFN)
IFE_LIST(K_IFE)
PL_LIST(K_PL)
BL_LIST(K_BL)

static const Entry TABLE[] = {IFN_LIST(E_IFN) IFE_LIST(E_IFE) PL_LIST(E_PL) BL_LIST(E_BL)};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

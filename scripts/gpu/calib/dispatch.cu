// Warpwise calibration, dispatch family (issue 16, after pre-registration round 2): what a switch's dispatch
// costs by the case taken (its place in nvcc's compare tree), by the number of cases and after straight-line
// work; what several distinct cases cost together; a switch inside a loop; and if-chains that test one value
// against constants (when ptxas makes them a BRX jump table and what each outcome costs). Same frame as
// ../prereg/harness.cuh (one warp, clock64 between __syncwarp, data loaded outside the region, medians);
// W<N, SALT> is calib's volatile-PTX FMA chain. None of these kernels is a pre-registered kernel.
//
// Families (s: the lane's selector, c: its second datum):
//   sw_K        switch (s) { case 0 .. K-1: work(6); break; default: break; }     K = 2..8, 10, 12, 16, 24, 32
//   swp_K       work(8); then sw_K's switch                                        K = 3, 4, 8, 16
//   swl_8       sw_8 with work(12) cases (the dispatch should not depend on the body)
//   swloop_K    6 trips of { switch ((s + i) % K) { case 0 .. K-1: work(7) } }      K = 4, 8 (c = trip count)
//   ch3e_A      if (s == 0) work(A) else if (s == 1) work(A+1) else work(A+2)    A = 8, 2
//   ch3n_8      if (s == 0) work(8) else if (s == 1) work(9)                     (no final else)
//   ch4e_8      four outcomes, final else      ch4n_8   four compares, no final else
//   ch5e_8      five outcomes, final else      ch3s_8   if (s == 0) .. else if (s == 5) .. else ..  (sparse)
//   ch3ep_8     work(8); then ch3e_8's chain   ch3x_8   if (s == 0) .. else if (c == 1) .. else .. (two values)
//
// Build: nvcc -O3 -arch=sm_90 -o dispatch dispatch.cu     Run: ./dispatch --cases dispatch_cases.txt > dispatch.jsonl
#include "../prereg/harness.cuh"

#define C1(k) case (k): x = W<6, 10 + (k)>(x); break;
#define C2(b) C1(b) C1((b) + 1)
#define C4(b) C2(b) C2((b) + 2)
#define C8(b) C4(b) C4((b) + 4)
#define C16(b) C8(b) C8((b) + 8)
#define L1(k) case (k): x = W<12, 10 + (k)>(x); break;
#define L2(b) L1(b) L1((b) + 1)
#define L4(b) L2(b) L2((b) + 2)
#define L8(b) L4(b) L4((b) + 4)
#define O1(k) case (k): x = W<7, 10 + (k)>(x); break;
#define O2(b) O1(b) O1((b) + 1)
#define O4(b) O2(b) O2((b) + 2)
#define O8(b) O4(b) O4((b) + 4)

#define SW(NAME, PRE, CASES) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane) { \
    PRE switch (s) { CASES default: break; } return x; } }; PKERNEL(NAME)
#define NOPRE
#define PRE8 x = W<8, 1>(x);

SW(sw_2, NOPRE, C2(0))
SW(sw_3, NOPRE, C2(0) C1(2))
SW(sw_4, NOPRE, C4(0))
SW(sw_5, NOPRE, C4(0) C1(4))
SW(sw_6, NOPRE, C4(0) C2(4))
SW(sw_7, NOPRE, C4(0) C2(4) C1(6))
SW(sw_8, NOPRE, C8(0))
SW(sw_10, NOPRE, C8(0) C2(8))
SW(sw_12, NOPRE, C8(0) C4(8))
SW(sw_16, NOPRE, C16(0))
SW(sw_24, NOPRE, C16(0) C8(16))
SW(sw_32, NOPRE, C16(0) C16(16))
SW(swp_3, PRE8, C2(0) C1(2))
SW(swp_4, PRE8, C4(0))
SW(swp_8, PRE8, C8(0))
SW(swp_16, PRE8, C16(0))
SW(swl_8, NOPRE, L8(0))

#define SWLOOP(NAME, K, CASES) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane) { \
    _Pragma("unroll 1") for (int i = 0; i < c; ++i) { switch ((s + i) % K) { CASES default: break; } } return x; } }; PKERNEL(NAME)
SWLOOP(swloop_4, 4, O4(0))
SWLOOP(swloop_8, 8, O8(0))

#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)
REGION(ch3e_8) { if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<9, 2>(x); else x = W<10, 3>(x); return x; } };
REGION(ch3e_2) { if (s == 0) x = W<2, 1>(x); else if (s == 1) x = W<3, 2>(x); else x = W<4, 3>(x); return x; } };
REGION(ch3n_8) { if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<9, 2>(x); return x; } };
REGION(ch4e_8) { if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<9, 2>(x); else if (s == 2) x = W<10, 3>(x); else x = W<11, 4>(x); return x; } };
REGION(ch4n_8) { if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<9, 2>(x); else if (s == 2) x = W<10, 3>(x); else if (s == 3) x = W<11, 4>(x); return x; } };
REGION(ch5e_8) { if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<9, 2>(x); else if (s == 2) x = W<10, 3>(x); else if (s == 3) x = W<11, 4>(x); else x = W<12, 5>(x); return x; } };
REGION(ch3s_8) { if (s == 0) x = W<8, 1>(x); else if (s == 5) x = W<9, 2>(x); else x = W<10, 3>(x); return x; } };
REGION(ch3ep_8) { x = W<8, 7>(x); if (s == 0) x = W<8, 1>(x); else if (s == 1) x = W<9, 2>(x); else x = W<10, 3>(x); return x; } };
REGION(ch3x_8) { if (s == 0) x = W<8, 1>(x); else if (c == 1) x = W<9, 2>(x); else x = W<10, 3>(x); return x; } };
PKERNEL(ch3e_8) PKERNEL(ch3e_2) PKERNEL(ch3n_8) PKERNEL(ch4e_8) PKERNEL(ch4n_8) PKERNEL(ch5e_8) PKERNEL(ch3s_8) PKERNEL(ch3ep_8)
PKERNEL(ch3x_8)

#define E(k) {#k, k},
static const Entry TABLE[] = {
    E(sw_2) E(sw_3) E(sw_4) E(sw_5) E(sw_6) E(sw_7) E(sw_8) E(sw_10) E(sw_12) E(sw_16) E(sw_24) E(sw_32)
    E(swp_3) E(swp_4) E(swp_8) E(swp_16) E(swl_8) E(swloop_4) E(swloop_8)
    E(ch3e_8) E(ch3e_2) E(ch3n_8) E(ch4e_8) E(ch4n_8) E(ch5e_8) E(ch3s_8) E(ch3ep_8) E(ch3x_8)
};

int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }

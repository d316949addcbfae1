// Warpwise calibration microkernels: one small kernel family per cost-model parameter, each timed on
// its own on one warp (one block of 32 threads), in SM cycles.
//
// Every kernel runs the same frame (below): per repetition the lane's datum is reloaded from global
// memory and parked in shared memory (its latency stays outside the timed region, as in
// ../divergence.cu), then  __syncwarp(); t0 = clock64(); REGION; __syncwarp(); t1 = clock64().
// Lane 0 stores t1 - t0 for every repetition. The host drops the first min(reps/10, 50) repetitions of
// each launch (instruction-cache warm-up) and pools several launches: median, p10, p90, min, max.
//
// Families (kernel name prefixes) and what each calibrates:
//   chainV_n chainN_n chainC_n   n dependent FMA (volatile PTX / non-volatile PTX / plain C): cycles per op
//   chainR_n chainI_n            FFMA with register operands / IMAD (volatile PTX): pure dependent latency
//   chainV_0, empty_nosync       the empty region: the timed-region boundary
//   ife_A_B                      if (s == 0) A ops else B ops: uniform and divergent real branches
//   ifn_A                        if (s == 0) A ops (no else)
//   ifc3_A_B                     if (s == 0) A else if (s == 1) B  (divergence.cu's shape)
//   sw_K_L                       K-way switch, L ops per case (jump table, BRX): dispatch and per path
//   loop_B                       for (i < s) B ops: per iteration, per distinct exit point
//   pm_A_B, ps_A_B               hand-predicated both sides (@p / @!p PTX): split registers / one register
//   ballot_n any_n all_n activemask_n shfl_n syncwarp_n syncwarpm_n   warp intrinsics in a chain
//   h_*                          exact copies of divergence.cu's region (cross-check with its raw results)
//
// Build: nvcc -O3 -arch=sm_90 -o calib calib.cu
// Run:   ./calib [--reps N] [--rounds N] [--only PREFIX] > results.jsonl   (one JSON object a line)
#include "common.cuh"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

struct State {
    float x;
    int v;
    float ra, rb1, rb2;
    unsigned mask;
    int src;
};

template <class R, bool SYNC = true>
__device__ __forceinline__ void frame(const Args& a) {
    const int lane = threadIdx.x;
    State st;
    st.x = a.out[lane];
    st.v = a.iout[lane];
    st.ra = a.coef[0];
    st.rb1 = a.coef[1];
    st.rb2 = a.coef[2];
    st.mask = a.mask;
    st.src = (lane + 1) & 31;
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = load_sel(a.sel, lane);
        if constexpr (SYNC) __syncwarp();
        const long long t0 = clock64();
        pin(st.x);
        pin(st.v);
        R::run(st, s, lane);
        pin(st.x);
        pin(st.v);
        if constexpr (SYNC) __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = st.x;
    a.iout[lane] = st.v;
}

// ---- regions ----------------------------------------------------------------------------------------
struct Empty {
    static __device__ __forceinline__ void run(State&, int, int) {}
};

template <class Ar, int N>
struct Chain {
    static __device__ __forceinline__ void run(State& st, int, int) { st.x = Ar::template chain<N, 1>(st.x); }
};

// FFMA with both coefficients in registers (no constant materialisation): the bare dependent latency.
template <int N>
struct ChainR {
    static __device__ __forceinline__ void run(State& st, int, int) {
#pragma unroll
        for (int i = 0; i < N; ++i) ASM_VOLATILE("fma.rn.f32 %0, %0, %1, %2;" : "+f"(st.x) : "f"(st.ra), "f"(st.rb1));
    }
};

template <int N>
struct ChainI {
    static __device__ __forceinline__ void run(State& st, int, int) {
#pragma unroll
        for (int i = 0; i < N; ++i) ASM_VOLATILE("mad.lo.s32 %0, %0, %1, %2;" : "+r"(st.v) : "r"(st.src), "r"(st.mask));
    }
};

template <int A, int B>
struct IfElse {
    static __device__ __forceinline__ void run(State& st, int s, int) {
        if (s == 0) {
            st.x = ArithV::chain<A, 1>(st.x);
        } else {
            if constexpr (B > 0) st.x = ArithV::chain<B, 2>(st.x);
        }
    }
};

template <int A, int B>
struct IfChain3 {
    static __device__ __forceinline__ void run(State& st, int s, int) {
        if (s == 0) st.x = ArithV::chain<A, 1>(st.x);
        else if (s == 1) st.x = ArithV::chain<B, 2>(st.x);
    }
};

#define SWC(k) case k: x = ArithV::chain<L, 10 + k>(x); break;
template <int L> __device__ __forceinline__ float sw4(float x, int s) {
    switch (s) { SWC(0) SWC(1) SWC(2) SWC(3) default: break; }
    return x;
}
template <int L> __device__ __forceinline__ float sw8(float x, int s) {
    switch (s) { SWC(0) SWC(1) SWC(2) SWC(3) SWC(4) SWC(5) SWC(6) SWC(7) default: break; }
    return x;
}
template <int L> __device__ __forceinline__ float sw16(float x, int s) {
    switch (s) {
        SWC(0) SWC(1) SWC(2) SWC(3) SWC(4) SWC(5) SWC(6) SWC(7)
        SWC(8) SWC(9) SWC(10) SWC(11) SWC(12) SWC(13) SWC(14) SWC(15)
        default: break;
    }
    return x;
}
template <int L> __device__ __forceinline__ float sw32(float x, int s) {
    switch (s) {
        SWC(0) SWC(1) SWC(2) SWC(3) SWC(4) SWC(5) SWC(6) SWC(7)
        SWC(8) SWC(9) SWC(10) SWC(11) SWC(12) SWC(13) SWC(14) SWC(15)
        SWC(16) SWC(17) SWC(18) SWC(19) SWC(20) SWC(21) SWC(22) SWC(23)
        SWC(24) SWC(25) SWC(26) SWC(27) SWC(28) SWC(29) SWC(30) SWC(31)
        default: break;
    }
    return x;
}

template <int K, int L>
struct Switch {
    static __device__ __forceinline__ void run(State& st, int s, int) {
        if constexpr (K == 4) st.x = sw4<L>(st.x, s);
        else if constexpr (K == 8) st.x = sw8<L>(st.x, s);
        else if constexpr (K == 16) st.x = sw16<L>(st.x, s);
        else st.x = sw32<L>(st.x, s);
    }
};

// for (i = 0; i < s; i++) B ops -- divergence.cu's loop_region body.
template <int B>
struct Loop {
    static __device__ __forceinline__ void run(State& st, int s, int) {
#pragma unroll 1
        for (int i = 0; i < s; ++i) st.x = ArithV::chain<B, 5>(st.x);
    }
};

// Hand-predicated branches: one asm block, "@p" ops for the taken side and "@!p" ops for the other.
// PredSplit: each side on its own register, then a select (what if-conversion usually produces: the two
// chains are independent, so their latencies can overlap). PredSeq: both sides on one register (the two
// chains are serialised through it whatever the predicate).
#define REP_0(X) ""
#define REP_1(X) X
#define REP_2(X) X X
#define REP_4(X) REP_2(X) REP_2(X)
#define REP_8(X) REP_4(X) REP_4(X)
#define REP_16(X) REP_8(X) REP_8(X)
#define REP_32(X) REP_16(X) REP_16(X)
#define PM_A "@p fma.rn.f32 %0, %0, %2, %3;\n\t"
#define PM_B "@!p fma.rn.f32 %1, %1, %2, %4;\n\t"
#define PS_A "@p fma.rn.f32 %0, %0, %1, %2;\n\t"
#define PS_B "@!p fma.rn.f32 %0, %0, %1, %3;\n\t"
template <int A, int B> struct PredSplit;
template <int A, int B> struct PredSeq;
#define DEF_PM(A, B)                                                                                     \
    template <> struct PredSplit<A, B> {                                                                 \
        static __device__ __forceinline__ void run(State& st, int s, int) {                              \
            float xa = st.x, xb = st.x;                                                                  \
            ASM_VOLATILE("{\n\t.reg .pred p;\n\tsetp.eq.s32 p, %5, 0;\n\t" REP_##A(PM_A) REP_##B(PM_B) "}" \
                         : "+f"(xa), "+f"(xb) : "f"(st.ra), "f"(st.rb1), "f"(st.rb2), "r"(s));          \
            st.x = (s == 0) ? xa : xb;                                                                   \
        }                                                                                                \
    };
#define DEF_PS(A, B)                                                                                     \
    template <> struct PredSeq<A, B> {                                                                   \
        static __device__ __forceinline__ void run(State& st, int s, int) {                              \
            ASM_VOLATILE("{\n\t.reg .pred p;\n\tsetp.eq.s32 p, %4, 0;\n\t" REP_##A(PS_A) REP_##B(PS_B) "}" \
                         : "+f"(st.x) : "f"(st.ra), "f"(st.rb1), "f"(st.rb2), "r"(s));                  \
        }                                                                                                \
    };

// Warp intrinsics, each step depending on the one before (except __activemask and __syncwarp, which
// take no data: those are chains of issue, not of latency).
template <int N> struct Ballot {
    static __device__ __forceinline__ void run(State& st, int, int lane) {
#pragma unroll
        for (int i = 0; i < N; ++i) st.v = (int)__ballot_sync(FULL_MASK, (st.v ^ lane) & 1);
    }
};
template <int N> struct Any {
    static __device__ __forceinline__ void run(State& st, int, int lane) {
#pragma unroll
        for (int i = 0; i < N; ++i) st.v += __any_sync(FULL_MASK, (st.v + lane) & 1);
    }
};
template <int N> struct All {
    static __device__ __forceinline__ void run(State& st, int, int lane) {
#pragma unroll
        for (int i = 0; i < N; ++i) st.v += __all_sync(FULL_MASK, (st.v + lane) & 1);
    }
};
template <int N> struct ActiveMask {
    static __device__ __forceinline__ void run(State& st, int, int) {
#pragma unroll
        for (int i = 0; i < N; ++i) st.v = (st.v ^ (int)__activemask()) + 1;
    }
};
template <int N> struct Shfl {
    static __device__ __forceinline__ void run(State& st, int, int) {
#pragma unroll
        for (int i = 0; i < N; ++i) st.v = __shfl_sync(FULL_MASK, st.v, st.src);
    }
};
template <int N> struct SyncWarp {
    static __device__ __forceinline__ void run(State&, int, int) {
#pragma unroll
        for (int i = 0; i < N; ++i) __syncwarp();
    }
};
template <int N> struct SyncWarpMask {
    static __device__ __forceinline__ void run(State& st, int, int) {
#pragma unroll
        for (int i = 0; i < N; ++i) __syncwarp(st.mask);
    }
};

// An exact copy of divergence.cu's chain_region (no pins): reproduces its calibration rows.
template <int L0, int L1, int L2, int L3, int TAIL>
__device__ __forceinline__ void harness_region(const Args& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = load_sel(a.sel, lane);
        __syncwarp();
        const long long t0 = clock64();
        if (s == 0) { if constexpr (L0 > 0) x = ArithV::chain<L0, 1>(x); }
        else if (s == 1) { if constexpr (L1 > 0) x = ArithV::chain<L1, 2>(x); }
        else if (s == 2) { if constexpr (L2 > 0) x = ArithV::chain<L2, 3>(x); }
        else if (s == 3) { if constexpr (L3 > 0) x = ArithV::chain<L3, 4>(x); }
        if constexpr (TAIL > 0) x = ArithV::chain<TAIL, 9>(x);
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

// ---- kernels ----------------------------------------------------------------------------------------
#define KERNEL(NAME, ...) extern "C" __global__ void NAME(Args a) { frame<__VA_ARGS__>(a); }

#define CHAIN_LIST(X) X(1) X(2) X(4) X(8) X(16) X(32) X(64) X(128) X(256)
#define DEF_CHAINS(n)                          \
    KERNEL(chainV_##n, Chain<ArithV, n>)       \
    KERNEL(chainN_##n, Chain<ArithN, n>)       \
    KERNEL(chainC_##n, Chain<ArithC, n>)       \
    KERNEL(chainR_##n, ChainR<n>)              \
    KERNEL(chainI_##n, ChainI<n>)
CHAIN_LIST(DEF_CHAINS)
KERNEL(chainV_0, Empty)
extern "C" __global__ void empty_nosync(Args a) { frame<Empty, false>(a); }

#define IFE_LIST(X)                                                                                       \
    X(1, 1) X(2, 2) X(3, 3) X(4, 4) X(5, 5) X(6, 6) X(8, 8) X(10, 10) X(12, 12) X(16, 16) X(24, 24)      \
    X(32, 32) X(48, 48) X(64, 64) X(4, 3) X(3, 4) X(8, 4) X(4, 8) X(16, 8) X(8, 16) X(32, 16) X(16, 32) \
    X(64, 32) X(32, 64) X(64, 8) X(8, 64) X(10, 8) X(20, 12) X(1, 8) X(8, 1) X(2, 16) X(16, 2) X(24, 8) \
    X(8, 24) X(1, 2) X(1, 3) X(1, 4) X(2, 1) X(2, 3) X(2, 4) X(3, 1) X(3, 2) X(4, 1) X(4, 2) X(5, 4)      \
    X(6, 2) X(12, 3) X(32, 4) X(5, 1) X(4, 5) X(3, 12)
#define DEF_IFE(A, B) KERNEL(ife_##A##_##B, IfElse<A, B>)
IFE_LIST(DEF_IFE)

#define IFN_LIST(X) X(1) X(2) X(3) X(4) X(5) X(6) X(8) X(10) X(12) X(16) X(24) X(32) X(48) X(64)
#define DEF_IFN(A) KERNEL(ifn_##A, IfElse<A, 0>)
IFN_LIST(DEF_IFN)

#define IFC3_LIST(X) X(4, 3) X(3, 4) X(8, 8) X(16, 16) X(32, 32) X(10, 8)
#define DEF_IFC3(A, B) KERNEL(ifc3_##A##_##B, IfChain3<A, B>)
IFC3_LIST(DEF_IFC3)

#define SW_LIST(X) X(4, 10) X(8, 10) X(16, 10) X(32, 10) X(16, 4) X(16, 20) X(32, 4)
#define DEF_SW(K, L) KERNEL(sw_##K##_##L, Switch<K, L>)
SW_LIST(DEF_SW)

#define LOOP_LIST(X) X(1) X(2) X(4) X(6) X(10)
#define DEF_LOOP(B) KERNEL(loop_##B, Loop<B>)
LOOP_LIST(DEF_LOOP)

#define PM_LIST(X)                                                                                     \
    X(1, 1) X(2, 2) X(4, 4) X(8, 8) X(16, 16) X(32, 32) X(1, 0) X(2, 0) X(4, 0) X(8, 0) X(16, 0) X(32, 0) \
    X(8, 4) X(16, 8) X(32, 16) X(32, 8) X(4, 32) X(8, 32)
#define DEF_PM_KERNEL(A, B) DEF_PM(A, B) KERNEL(pm_##A##_##B, PredSplit<A, B>)
PM_LIST(DEF_PM_KERNEL)
#define PS_LIST(X) X(4, 4) X(8, 8) X(16, 16) X(32, 32) X(16, 8) X(32, 0)
#define DEF_PS_KERNEL(A, B) DEF_PS(A, B) KERNEL(ps_##A##_##B, PredSeq<A, B>)
PS_LIST(DEF_PS_KERNEL)

#define INTR_LIST(X) X(1) X(4) X(8) X(16) X(32) X(64)
#define DEF_INTR(n)                             \
    KERNEL(ballot_##n, Ballot<n>)               \
    KERNEL(any_##n, Any<n>)                     \
    KERNEL(all_##n, All<n>)                     \
    KERNEL(activemask_##n, ActiveMask<n>)       \
    KERNEL(shfl_##n, Shfl<n>)                   \
    KERNEL(syncwarp_##n, SyncWarp<n>)           \
    KERNEL(syncwarpm_##n, SyncWarpMask<n>)
INTR_LIST(DEF_INTR)

extern "C" __global__ void h_straight0(Args a) { harness_region<0, 0, 0, 0, 0>(a); }
extern "C" __global__ void h_straight100(Args a) { harness_region<100, 0, 0, 0, 0>(a); }
extern "C" __global__ void h_straight200(Args a) { harness_region<200, 0, 0, 0, 0>(a); }
extern "C" __global__ void h_l1_2(Args a) { harness_region<4, 0, 0, 0, 0>(a); }
extern "C" __global__ void h_l4_2(Args a) { harness_region<4, 3, 0, 0, 0>(a); }
extern "C" __global__ void h_split10_8(Args a) { harness_region<10, 8, 0, 0, 0>(a); }

// ---- host -------------------------------------------------------------------------------------------
typedef void (*Kernel)(Args);

struct Meas {
    std::string family, kernel, params, data;
    Kernel fn;
    std::vector<int> sel;
};

static std::vector<Meas> g_list;

static std::string P(std::initializer_list<std::pair<const char*, int>> kv) {
    std::string s = "{";
    bool first = true;
    for (auto& p : kv) {
        s += (first ? "\"" : ", \"") + std::string(p.first) + "\": " + std::to_string(p.second);
        first = false;
    }
    return s + "}";
}
static void add(const char* family, const char* kernel, Kernel fn, const std::string& params, const std::string& data,
                const std::vector<int>& sel) {
    g_list.push_back({family, kernel, params, data, fn, sel});
}
static std::vector<int> fill(int v) { return std::vector<int>(32, v); }
static std::vector<int> split(int k, int first, int rest) {
    std::vector<int> s(32, rest);
    for (int i = 0; i < k; ++i) s[i] = first;
    return s;
}
template <class F> static std::vector<int> lanes(F f) {
    std::vector<int> s(32);
    for (int i = 0; i < 32; ++i) s[i] = f(i);
    return s;
}

static void build_list() {
#define REG_CHAINS(n)                                                                          \
    add("chain_V", "chainV_" #n, chainV_##n, P({{"n", n}}), "uniform", fill(0));              \
    add("chain_N", "chainN_" #n, chainN_##n, P({{"n", n}}), "uniform", fill(0));              \
    add("chain_C", "chainC_" #n, chainC_##n, P({{"n", n}}), "uniform", fill(0));              \
    add("chain_R", "chainR_" #n, chainR_##n, P({{"n", n}}), "uniform", fill(0));              \
    add("chain_I", "chainI_" #n, chainI_##n, P({{"n", n}}), "uniform", fill(0));
    add("chain_V", "chainV_0", chainV_0, P({{"n", 0}}), "uniform", fill(0));
    CHAIN_LIST(REG_CHAINS)
    add("empty_nosync", "empty_nosync", empty_nosync, P({{"n", 0}}), "uniform", fill(0));

#define REG_IFE(A, B)                                                                                    \
    add("ife", "ife_" #A "_" #B, ife_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_first", fill(0));     \
    add("ife", "ife_" #A "_" #B, ife_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_second", fill(1));    \
    add("ife", "ife_" #A "_" #B, ife_##A##_##B, P({{"A", A}, {"B", B}}), "half", split(16, 0, 1));
    IFE_LIST(REG_IFE)
    {
        const std::string p = P({{"A", 16}, {"B", 32}});
        const int ks[] = {1, 2, 4, 8, 24, 31};
        for (int k : ks) add("ife_lanes", "ife_16_32", ife_16_32, p, "takers_" + std::to_string(k), split(k, 0, 1));
        add("ife_lanes", "ife_16_32", ife_16_32, p, "half", split(16, 0, 1));
        add("ife_lanes", "ife_16_32", ife_16_32, p, "alternate", lanes([](int i) { return i % 2; }));
        add("ife_lanes", "ife_16_32", ife_16_32, p, "every4th", lanes([](int i) { return i % 4 == 0 ? 0 : 1; }));
        add("ife_lanes", "ife_16_32", ife_16_32, p, "lane31_only", lanes([](int i) { return i == 31 ? 0 : 1; }));
    }

#define REG_IFN(A)                                                                                     \
    add("ifn", "ifn_" #A, ifn_##A, P({{"A", A}, {"B", 0}}), "taken", fill(0));                        \
    add("ifn", "ifn_" #A, ifn_##A, P({{"A", A}, {"B", 0}}), "skipped", fill(1));                      \
    add("ifn", "ifn_" #A, ifn_##A, P({{"A", A}, {"B", 0}}), "half", split(16, 0, 1));                 \
    add("ifn", "ifn_" #A, ifn_##A, P({{"A", A}, {"B", 0}}), "alternate", lanes([](int i) { return i % 2; }));
    IFN_LIST(REG_IFN)

#define REG_IFC3(A, B)                                                                                          \
    add("ifc3", "ifc3_" #A "_" #B, ifc3_##A##_##B, P({{"A", A}, {"B", B}}), "half", split(16, 0, 1));          \
    add("ifc3", "ifc3_" #A "_" #B, ifc3_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_first", fill(0));         \
    add("ifc3", "ifc3_" #A "_" #B, ifc3_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_second", fill(1));        \
    add("ifc3", "ifc3_" #A "_" #B, ifc3_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_neither", fill(2));       \
    add("ifc3", "ifc3_" #A "_" #B, ifc3_##A##_##B, P({{"A", A}, {"B", B}}), "half_first_neither", split(16, 0, 2));
    IFC3_LIST(REG_IFC3)

#define REG_SW(K, L)                                                                                        \
    for (int p = 1; p <= K && p <= 32; p *= 2) {                                                          \
        add("switch", "sw_" #K "_" #L, sw_##K##_##L, P({{"K", K}, {"L", L}, {"p", p}}),                    \
            "paths_" + std::to_string(p),                                                                   \
            lanes([p](int i) { return (i % p) * (K / p); }));                                               \
    }
    SW_LIST(REG_SW)
    // every lane on one case other than 0: does the dispatch depend on the case's place in the compare tree?
    {
        const int c16[] = {1, 5, 8, 15}, c32[] = {1, 9, 16, 31};
        for (int c : c16)
            add("switch_case", "sw_16_10", sw_16_10, P({{"K", 16}, {"L", 10}, {"p", 1}, {"case", c}}), "case_" + std::to_string(c), fill(c));
        for (int c : c32)
            add("switch_case", "sw_32_10", sw_32_10, P({{"K", 32}, {"L", 10}, {"p", 1}, {"case", c}}), "case_" + std::to_string(c), fill(c));
    }

#define REG_LOOP(B)                                                                                         \
    {                                                                                                       \
        const int ns[] = {0, 1, 2, 4, 8, 16, 32, 64};                                                       \
        for (int n : ns) {                                                                                  \
            add("loop_uniform", "loop_" #B, loop_##B, P({{"B", B}, {"n", n}}), "uniform_" + std::to_string(n), \
                fill(n));                                                                                   \
        }                                                                                                   \
        const int ks[] = {1, 2, 4, 8, 16, 32};                                                              \
        for (int k : ks) {                                                                                  \
            add("loop_exits", "loop_" #B, loop_##B, P({{"B", B}, {"k", k}, {"max", 32}}),                   \
                "exits_spread_" + std::to_string(k),                                                        \
                lanes([k](int i) { return 32 - (i % k) * (32 / k); }));                                     \
            if (k == 1) continue;                                                                           \
            add("loop_exits", "loop_" #B, loop_##B, P({{"B", B}, {"k", k}, {"max", 32}}),                   \
                "exits_consec_" + std::to_string(k),                                                        \
                lanes([k](int i) { return 32 - (i % k); }));                                                \
        }                                                                                                   \
    }
    LOOP_LIST(REG_LOOP)

#define REG_PM(A, B)                                                                                        \
    add("pred_split", "pm_" #A "_" #B, pm_##A##_##B, P({{"A", A}, {"B", B}}), "half", split(16, 0, 1));     \
    add("pred_split", "pm_" #A "_" #B, pm_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_first", fill(0));    \
    add("pred_split", "pm_" #A "_" #B, pm_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_second", fill(1));
    PM_LIST(REG_PM)
#define REG_PS(A, B)                                                                                        \
    add("pred_seq", "ps_" #A "_" #B, ps_##A##_##B, P({{"A", A}, {"B", B}}), "half", split(16, 0, 1));       \
    add("pred_seq", "ps_" #A "_" #B, ps_##A##_##B, P({{"A", A}, {"B", B}}), "uniform_first", fill(0));
    PS_LIST(REG_PS)

#define REG_INTR(n)                                                                                 \
    add("ballot", "ballot_" #n, ballot_##n, P({{"n", n}}), "uniform", fill(0));                     \
    add("any", "any_" #n, any_##n, P({{"n", n}}), "uniform", fill(0));                              \
    add("all", "all_" #n, all_##n, P({{"n", n}}), "uniform", fill(0));                              \
    add("activemask", "activemask_" #n, activemask_##n, P({{"n", n}}), "uniform", fill(0));         \
    add("shfl", "shfl_" #n, shfl_##n, P({{"n", n}}), "uniform", fill(0));                           \
    add("syncwarp", "syncwarp_" #n, syncwarp_##n, P({{"n", n}}), "uniform", fill(0));               \
    add("syncwarp_mask", "syncwarpm_" #n, syncwarpm_##n, P({{"n", n}}), "uniform", fill(0));
    INTR_LIST(REG_INTR)

    add("harness", "h_straight0", h_straight0, P({{"L", 0}}), "calib0", fill(0));
    add("harness", "h_straight100", h_straight100, P({{"L", 100}}), "calib100", fill(0));
    add("harness", "h_straight200", h_straight200, P({{"L", 200}}), "calib200", fill(0));
    add("harness", "h_l1_2", h_l1_2, P({{"A", 4}, {"B", 0}}), "L1.2", lanes([](int i) { return i % 2; }));
    add("harness", "h_l1_2", h_l1_2, P({{"A", 4}, {"B", 0}}), "L1.2-baseline", fill(0));
    add("harness", "h_l4_2", h_l4_2, P({{"A", 4}, {"B", 3}}), "L4.2", split(16, 0, 1));
    add("harness", "h_l4_2", h_l4_2, P({{"A", 4}, {"B", 3}}), "L4.2-baseline", fill(0));
    add("harness", "h_split10_8", h_split10_8, P({{"A", 10}, {"B", 8}}), "split10-8", split(16, 0, 1));
    add("harness", "h_split10_8", h_split10_8, P({{"A", 10}, {"B", 8}}), "split10-8-baseline", fill(0));
}

static double at(const std::vector<long long>& v, double q) { return (double)v[(size_t)(q * (v.size() - 1))]; }

static std::string ints(const std::vector<int>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s + "]";
}

int main(int argc, char** argv) {
    int reps = 2001, rounds = 3;
    const char* only = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else { fprintf(stderr, "usage: calib [--reps N] [--rounds N] [--only PREFIX]\n"); return 2; }
    }
    if (reps < 20 || rounds < 1) { fprintf(stderr, "reps >= 20, rounds >= 1\n"); return 2; }
    build_list();

    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    int driver = 0, runtime = 0;
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaRuntimeGetVersion(&runtime));
    printf("{\"device\": {\"name\": \"%s\", \"sm_count\": %d, \"compute_capability\": \"%d.%d\", \"cuda_driver\": %d, "
           "\"cuda_runtime\": %d}, \"reps\": %d, \"rounds\": %d, \"dropped_per_launch\": %d, \"measurements\": %zu}\n",
           prop.name, prop.multiProcessorCount, prop.major, prop.minor, driver, runtime, reps, rounds,
           std::min(reps / 10, 50), g_list.size());
    fflush(stdout);

    int* d_sel; float* d_out; int* d_iout; float* d_coef; long long* d_times;
    CHECK(cudaMalloc(&d_sel, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_out, 32 * sizeof(float)));
    CHECK(cudaMalloc(&d_iout, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_coef, 4 * sizeof(float)));
    CHECK(cudaMalloc(&d_times, reps * sizeof(long long)));
    std::vector<float> x0(32), coef = {1.0000001f, 1.0e-6f, 2.0e-6f, 0.0f};
    std::vector<int> v0(32);
    for (int i = 0; i < 32; ++i) { x0[i] = 1.0f + 0.001f * i; v0[i] = i * 2654435 + 7; }
    CHECK(cudaMemcpy(d_coef, coef.data(), 4 * sizeof(float), cudaMemcpyHostToDevice));

    std::vector<long long> t(reps);
    const int drop = std::min(reps / 10, 50);
    for (const Meas& m : g_list) {
        if (only && strncmp(m.kernel.c_str(), only, strlen(only)) != 0) continue;
        CHECK(cudaMemcpy(d_sel, m.sel.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(d_out, x0.data(), 32 * sizeof(float), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(d_iout, v0.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
        Args a{d_sel, d_out, d_iout, d_coef, d_times, reps, 0, FULL_MASK};
        LAUNCH1(m.fn, a);  // warm-up: module load, instruction cache
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<long long> pooled;
        std::string round_medians = "[";
        for (int r = 0; r < rounds; ++r) {
            LAUNCH1(m.fn, a);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(t.data(), d_times, reps * sizeof(long long), cudaMemcpyDeviceToHost));
            std::vector<long long> kept(t.begin() + drop, t.end());
            std::sort(kept.begin(), kept.end());
            char buf[32];
            snprintf(buf, sizeof buf, "%s%.1f", r ? "," : "", at(kept, 0.5));
            round_medians += buf;
            pooled.insert(pooled.end(), kept.begin(), kept.end());
        }
        round_medians += "]";
        std::sort(pooled.begin(), pooled.end());
        double mean = 0;
        for (long long v : pooled) mean += (double)v;
        mean /= (double)pooled.size();
        printf("{\"family\": \"%s\", \"kernel\": \"%s\", \"params\": %s, \"data\": \"%s\", \"sel\": %s, \"n\": %zu, "
               "\"median\": %.1f, \"p10\": %.1f, \"p90\": %.1f, \"min\": %.1f, \"max\": %.1f, \"mean\": %.3f, \"round_medians\": %s}\n",
               m.family.c_str(), m.kernel.c_str(), m.params.c_str(), m.data.c_str(), ints(m.sel).c_str(), pooled.size(),
               at(pooled, 0.5), at(pooled, 0.1), at(pooled, 0.9), (double)pooled.front(), (double)pooled.back(), mean,
               round_medians.c_str());
        fflush(stdout);
    }
    return 0;
}

// Warpwise reality check: times the seed scenarios' divergent regions on one warp, in SM cycles.
//
// A "path of length L" is L dependent fma.rn.f32 instructions in volatile inline PTX with distinct
// coefficients, so the compiler can neither fold, merge, hoist nor drop them. Every lane picks its
// path from data reloaded from global memory on each repetition, so nothing is known at compile
// time. One warp, one block: the region is timed with clock64() between two __syncwarp()s.
//
// Build: nvcc -O3 -arch=sm_90 -o divergence divergence.cu
// Run:   ./divergence > results.json     (./divergence --profile: one short launch each, for ncu)
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

// SALT makes each path's coefficients differ, so identical-length paths are never merged.
template <int L, int SALT>
__device__ __forceinline__ float chain(float x) {
#pragma unroll
    for (int i = 0; i < L; ++i) {
        const float a = 1.0f + 1.0e-7f * float(i + 1 + 131 * SALT);
        const float b = 1.0e-6f * float((i * 7 + SALT * 13) % 101 + 1);
        asm volatile("fma.rn.f32 %0, %0, %1, %2;" : "+f"(x) : "f"(a), "f"(b));
    }
    return x;
}

struct Args { const int* sel; float* out; long long* times; int reps; };

// The lane's data is reloaded every repetition (so no branch can be hoisted out of the loop) and parked
// in shared memory before the barrier: the store cannot issue until the load has returned, so the
// load's latency stays outside the timed region.
__device__ __forceinline__ int load_sel(const int* sel, int lane) {
    __shared__ volatile int sink[32];
    const int s = *((volatile const int*)sel + lane);
    sink[lane] = s;
    return s;
}

// Up to four paths chosen by an if / else-if chain, then an optional uniform tail.
template <int L0, int L1, int L2, int L3, int TAIL>
__device__ __forceinline__ void chain_region(Args a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = load_sel(a.sel, lane);
        __syncwarp();
        const long long t0 = clock64();
        if (s == 0) { if constexpr (L0 > 0) x = chain<L0, 1>(x); }
        else if (s == 1) { if constexpr (L1 > 0) x = chain<L1, 2>(x); }
        else if (s == 2) { if constexpr (L2 > 0) x = chain<L2, 3>(x); }
        else if (s == 3) { if constexpr (L3 > 0) x = chain<L3, 4>(x); }
        if constexpr (TAIL > 0) x = chain<TAIL, 9>(x);
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

// if (A) { if (B) p1 else p2 } else { if (C) p3 else p4 }, with A, B, C as bits 0, 1, 2 of the data.
template <int P1, int P2, int P3, int P4>
__device__ __forceinline__ void nested_region(Args a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = load_sel(a.sel, lane);
        __syncwarp();
        const long long t0 = clock64();
        if (s & 1) { if (s & 2) x = chain<P1, 1>(x); else x = chain<P2, 2>(x); }
        else       { if (s & 4) x = chain<P3, 3>(x); else x = chain<P4, 4>(x); }
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

// for (i = 0; i < counts[lane]; i++) body — the loop of seed 000 L3.2.
template <int BODY>
__device__ __forceinline__ void loop_region(Args a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int n = load_sel(a.sel, lane);
        __syncwarp();
        const long long t0 = clock64();
#pragma unroll 1
        for (int i = 0; i < n; ++i) x = chain<BODY, 5>(x);
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

// A 32-way switch, one 10-op path per case: seed 003's worst case.
#define CASE(k) case k: x = chain<10, 10 + k>(x); break;
__device__ __forceinline__ void switch32_region(Args a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = load_sel(a.sel, lane);
        __syncwarp();
        const long long t0 = clock64();
        switch (s) {
            CASE(0) CASE(1) CASE(2) CASE(3) CASE(4) CASE(5) CASE(6) CASE(7)
            CASE(8) CASE(9) CASE(10) CASE(11) CASE(12) CASE(13) CASE(14) CASE(15)
            CASE(16) CASE(17) CASE(18) CASE(19) CASE(20) CASE(21) CASE(22) CASE(23)
            CASE(24) CASE(25) CASE(26) CASE(27) CASE(28) CASE(29) CASE(30) CASE(31)
            default: break;
        }
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

// One named kernel per code shape, so the SASS of each can be read by name.
#define CHAIN_KERNEL(NAME, L0, L1, L2, L3, TAIL) \
    extern "C" __global__ void NAME(Args a) { chain_region<L0, L1, L2, L3, TAIL>(a); }
CHAIN_KERNEL(k_straight0, 0, 0, 0, 0, 0)
CHAIN_KERNEL(k_straight100, 100, 0, 0, 0, 0)
CHAIN_KERNEL(k_straight200, 200, 0, 0, 0, 0)
CHAIN_KERNEL(k_l1_1, 20, 12, 0, 0, 0)
CHAIN_KERNEL(k_l1_2, 4, 0, 0, 0, 0)
CHAIN_KERNEL(k_l2_1, 15, 25, 0, 0, 0)
CHAIN_KERNEL(k_l2_2, 20, 30, 25, 5, 0)
CHAIN_KERNEL(k_l2_3, 100, 50, 0, 0, 0)
CHAIN_KERNEL(k_l3_3x, 40, 40, 40, 0, 0)
CHAIN_KERNEL(k_l4_1, 60, 20, 0, 0, 0)
CHAIN_KERNEL(k_l4_2, 4, 3, 0, 0, 0)
CHAIN_KERNEL(k_l5_3, 25, 15, 0, 0, 10)
CHAIN_KERNEL(k_split10_8, 10, 8, 0, 0, 0)
extern "C" __global__ void k_l3_1(Args a) { nested_region<10, 14, 8, 12>(a); }
extern "C" __global__ void k_l3_2(Args a) { loop_region<10>(a); }
extern "C" __global__ void k_worst32(Args a) { switch32_region(a); }

typedef void (*Kernel)(Args);

struct Scenario {
    const char* id;        // the pricing core's scenario id where one exists
    const char* title;
    const char* kernel;
    Kernel fn;
    const char* shape;     // "paths", "nested", "loop", "switch", "calibration"
    std::vector<int> lengths;   // path (or leaf) lengths in ops; for a loop, {body}
    std::vector<int> sel;       // per lane: path index (-1: no path), nested bits, or trip count
    std::vector<int> baseline;  // the same code with every lane on the longest taken path
    int tail;
};

static std::vector<int> split(std::vector<std::pair<int, int>> parts) {
    std::vector<int> s;
    for (auto& p : parts) for (int i = 0; i < p.second; ++i) s.push_back(p.first);
    while ((int)s.size() < 32) s.push_back(-1);
    return s;
}
static std::vector<int> fill(int v) { return std::vector<int>(32, v); }

static std::vector<Scenario> scenarios() {
    std::vector<int> interleaved(32), alternating(32), worst_nested(32), best_nested(32), all32(32);
    for (int i = 0; i < 32; ++i) {
        interleaved[i] = (i % 4 == 0) ? 0 : 1;  // 8 lanes on A spread across the warp
        alternating[i] = i % 2;                  // idx % 2
        const int leaf = i % 4;                  // worst: lane i reaches leaf i mod 4
        worst_nested[i] = leaf == 0 ? 3 : leaf == 1 ? 1 : leaf == 2 ? 4 : 0;
        best_nested[i] = i < 16 ? 3 : 4;         // B whenever A, C whenever not A
        all32[i] = i;
    }
    const int seed_counts[32] = {5, 20, 3, 15, 1, 17, 9, 10, 5, 20, 3, 15, 1, 17, 9, 10,
                                 5, 20, 3, 15, 1, 17, 9, 10, 5, 20, 3, 15, 1, 17, 9, 10};
    std::vector<int> counts(seed_counts, seed_counts + 32);
    return {
        {"calib0", "Calibration: empty region", "k_straight0", k_straight0, "calibration", {0}, fill(0), fill(0), 0},
        {"calib100", "Calibration: 100 ops straight", "k_straight100", k_straight100, "calibration", {100}, fill(0), fill(0), 0},
        {"calib200", "Calibration: 200 ops straight", "k_straight200", k_straight200, "calibration", {200}, fill(0), fill(0), 0},
        {"L1.1", "L1.1 idx < 32: no divergence", "k_l1_1", k_l1_1, "paths", {20, 12}, fill(0), fill(0), 0},
        {"L1.2", "L1.2 idx % 2 == 0: body vs empty else", "k_l1_2", k_l1_2, "paths", {4, 0}, alternating, fill(0), 0},
        {"L2.1", "L2.1 15 vs 25, 8 vs 24 lanes", "k_l2_1", k_l2_1, "paths", {15, 25}, split({{0, 8}, {1, 24}}), fill(1), 0},
        {"L2.1-24/8", "L2.1 with the lanes swapped: 24 vs 8", "k_l2_1", k_l2_1, "paths", {15, 25}, split({{0, 24}, {1, 8}}), fill(1), 0},
        {"L2.1-spread", "L2.1 with the 8 lanes spread (every 4th lane)", "k_l2_1", k_l2_1, "paths", {15, 25}, interleaved, fill(1), 0},
        {"L2.1-1/31", "L2.1 with one lane on the 15-op path", "k_l2_1", k_l2_1, "paths", {15, 25}, split({{0, 1}, {1, 31}}), fill(1), 0},
        {"L2.2", "L2.2 four-way 20/30/25/5", "k_l2_2", k_l2_2, "paths", {20, 30, 25, 5}, split({{0, 8}, {1, 10}, {2, 8}, {3, 6}}), fill(1), 0},
        {"L2.3", "L2.3 one lane on 100, 31 on 50", "k_l2_3", k_l2_3, "paths", {100, 50}, split({{0, 1}, {1, 31}}), fill(0), 0},
        {"L3.1-worst", "L3.1 nested, all four leaves", "k_l3_1", k_l3_1, "nested", {10, 14, 8, 12}, worst_nested, fill(1), 0},
        {"L3.1-best", "L3.1 nested, only p1 and p3", "k_l3_1", k_l3_1, "nested", {10, 14, 8, 12}, best_nested, fill(3), 0},
        {"L3.2", "L3.2 loop, counts max 20 sum 320, 10-op body", "k_l3_2", k_l3_2, "loop", {10}, counts, fill(20), 0},
        {"L3.3X", "L3.3 Warp X: three 40-op paths", "k_l3_3x", k_l3_3x, "paths", {40, 40, 40}, split({{0, 11}, {1, 11}, {2, 10}}), fill(0), 0},
        {"L4.1", "L4.1 idx % 2: heavy 60 vs light 20", "k_l4_1", k_l4_1, "paths", {60, 20}, alternating, fill(0), 0},
        {"L4.1-aligned", "L4.1 fixed: a warp-aligned, all-heavy warp", "k_l4_1", k_l4_1, "paths", {60, 20}, fill(0), fill(0), 0},
        {"L4.2", "L4.2 short branch 4 vs 3", "k_l4_2", k_l4_2, "paths", {4, 3}, split({{0, 16}, {1, 16}}), fill(0), 0},
        {"L5.3Q", "L5.3 Warp Q: 25 + 15, then a 10-op uniform tail", "k_l5_3", k_l5_3, "paths", {25, 15}, split({{0, 16}, {1, 16}}), fill(0), 10},
        {"split10-8", "idx < 16: 10 vs 8 (seed 003)", "k_split10_8", k_split10_8, "paths", {10, 8}, split({{0, 16}, {1, 16}}), fill(0), 0},
        {"worst32", "32-way switch, 10 ops each (seed 003)", "k_worst32", k_worst32, "switch", std::vector<int>(32, 10), all32, fill(0), 0},
    };
}

struct Stats { double median, p10, p90, min; };

static Stats stats(std::vector<long long> v) {
    std::sort(v.begin(), v.end());
    auto at = [&](double q) { return (double)v[(size_t)(q * (v.size() - 1))]; };
    return {at(0.5), at(0.1), at(0.9), (double)v.front()};
}

static Stats time_kernel(Kernel fn, const std::vector<int>& sel, int reps, int* d_sel, float* d_out, long long* d_times) {
    CHECK(cudaMemcpy(d_sel, sel.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
    Args a{d_sel, d_out, d_times, reps};
    fn<<<1, 32>>>(a);  // warm-up: loads the module, fills the instruction cache
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    fn<<<1, 32>>>(a);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<long long> t(reps);
    CHECK(cudaMemcpy(t.data(), d_times, reps * sizeof(long long), cudaMemcpyDeviceToHost));
    // The first repetitions of a launch warm the instruction cache; drop them.
    t.erase(t.begin(), t.begin() + std::min(reps / 10, 50));
    return stats(t);
}

static std::string ints(const std::vector<int>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s + "]";
}

int main(int argc, char** argv) {
    const bool profile = argc > 1 && strcmp(argv[1], "--profile") == 0;
    const int reps = profile ? 8 : 2001;
    int* d_sel; float* d_out; long long* d_times;
    CHECK(cudaMalloc(&d_sel, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_out, 32 * sizeof(float)));
    CHECK(cudaMalloc(&d_times, reps * sizeof(long long)));
    std::vector<float> ones(32, 1.0f);
    CHECK(cudaMemcpy(d_out, ones.data(), sizeof(float) * 32, cudaMemcpyHostToDevice));
    if (profile) {
        for (auto& s : scenarios()) {
            CHECK(cudaMemcpy(d_sel, s.sel.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
            s.fn<<<1, 32>>>(Args{d_sel, d_out, d_times, reps});
            CHECK(cudaDeviceSynchronize());
        }
        return 0;
    }
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    int driver = 0, runtime = 0;
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaRuntimeGetVersion(&runtime));
    printf("{\"device\": {\"name\": \"%s\", \"sm_count\": %d, \"compute_capability\": \"%d.%d\", \"cuda_driver\": %d, \"cuda_runtime\": %d},\n",
           prop.name, prop.multiProcessorCount, prop.major, prop.minor, driver, runtime);
    printf("\"scenarios\": [\n");
    auto list = scenarios();
    for (size_t i = 0; i < list.size(); ++i) {
        auto& s = list[i];
        Stats m = time_kernel(s.fn, s.sel, reps, d_sel, d_out, d_times);
        Stats b = time_kernel(s.fn, s.baseline, reps, d_sel, d_out, d_times);
        printf("  {\"id\": \"%s\", \"title\": \"%s\", \"kernel\": \"%s\", \"shape\": \"%s\", \"lengths\": %s, \"lanes\": %s, "
               "\"baseline_lanes\": %s, \"tail\": %d, \"reps\": %d,\n"
               "   \"cycles\": {\"median\": %.1f, \"p10\": %.1f, \"p90\": %.1f, \"min\": %.1f},\n"
               "   \"baseline_cycles\": {\"median\": %.1f, \"p10\": %.1f, \"p90\": %.1f, \"min\": %.1f}}%s\n",
               s.id, s.title, s.kernel, s.shape, ints(s.lengths).c_str(), ints(s.sel).c_str(), ints(s.baseline).c_str(), s.tail, reps,
               m.median, m.p10, m.p90, m.min, b.median, b.p10, b.p90, b.min, i + 1 < list.size() ? "," : "");
    }
    printf("]}\n");
    return 0;
}

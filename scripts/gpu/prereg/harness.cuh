// Warpwise pre-registration harness (issue 16): times one region per kernel on one warp, in SM cycles.
//
// The frame is scripts/gpu/calib/calib.cu's: per repetition the lane's two data (s, c) are reloaded
// from global memory and parked in shared memory (their latency stays outside the timed region), then
//   __syncwarp(mask); t0 = clock64(); REGION; __syncwarp(mask); t1 = clock64()
// and lane 0 stores t1 - t0. The first 50 repetitions of each launch are dropped (instruction-cache
// warm-up) and several launches are pooled: median, p10, p90, min, max. `work(N)` is calib's ArithV
// chain: N dependent fma.rn.f32 in volatile inline PTX with distinct coefficients.
//
// The host reads the cases (one a line, written by run.sh from kernels-roundN.json):
//   key case lanes n mask s0 .. s31 c0 .. c31
// and prints one JSON object a line.
#pragma once
#include "../calib/common.cuh"
#ifdef __CUDACC__
#define LAUNCHN(fn, lanes, a) fn<<<1, (lanes)>>>(a)
#else
#define LAUNCHN(fn, lanes, a) fn(a)
#endif

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

template <int N, int SALT>
__device__ __forceinline__ float W(float x) { return ArithV::chain<N, SALT>(x); }

struct PArgs {
    const int* s;
    const int* c;
    float* out;
    long long* times;
    int reps;
    int n;
    unsigned mask;
};

__device__ __forceinline__ int load_second(const int* c, int lane) {
    __shared__ volatile int sink2[32];
    const int v = *((volatile const int*)c + lane);
    sink2[lane] = v;
    return v;
}

template <class R>
__device__ __forceinline__ void frame(const PArgs& a) {
    const int lane = threadIdx.x;
    float x = a.out[lane];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = load_sel(a.s, lane);
        const int c = load_second(a.c, lane);
        __syncwarp(a.mask);
        const long long t0 = clock64();
        pin(x);
        x = R::run(x, s, c, a.n, lane);
        pin(x);
        __syncwarp(a.mask);
        const long long t1 = clock64();
        if (lane == 0) a.times[r] = t1 - t0;
    }
    a.out[lane] = x;
}

#define PKERNEL(NAME) extern "C" __global__ void NAME(PArgs a) { frame<R_##NAME>(a); }

typedef void (*PKernel)(PArgs);
struct Entry { const char* key; PKernel fn; };

static double at(const std::vector<long long>& v, double q) { return (double)v[(size_t)(q * (v.size() - 1))]; }

static std::string ints(const std::vector<int>& v) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s + "]";
}

static int harness_main(int argc, char** argv, const Entry* table, int entries) {
    int reps = 2001, rounds = 3;
    const char* cases = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--cases") && i + 1 < argc) cases = argv[++i];
        else { fprintf(stderr, "usage: roundN --cases FILE [--reps N] [--rounds N]\n"); return 2; }
    }
    if (!cases || reps < 100 || rounds < 1) { fprintf(stderr, "need --cases, reps >= 100, rounds >= 1\n"); return 2; }
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    int driver = 0, runtime = 0;
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaRuntimeGetVersion(&runtime));
    const int drop = 50;
    printf("{\"device\": {\"name\": \"%s\", \"sm_count\": %d, \"compute_capability\": \"%d.%d\", \"cuda_driver\": %d, "
           "\"cuda_runtime\": %d}, \"reps\": %d, \"rounds\": %d, \"dropped_per_launch\": %d}\n",
           prop.name, prop.multiProcessorCount, prop.major, prop.minor, driver, runtime, reps, rounds, drop);
    fflush(stdout);
    int *d_s, *d_c; float* d_out; long long* d_times;
    CHECK(cudaMalloc(&d_s, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_c, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_out, 32 * sizeof(float)));
    CHECK(cudaMalloc(&d_times, reps * sizeof(long long)));
    std::vector<float> x0(32);
    for (int i = 0; i < 32; ++i) x0[i] = 1.0f + 0.001f * i;
    std::vector<long long> t(reps);
    std::ifstream in(cases);
    std::string line;
    int status = 0;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        std::istringstream ls(line);
        std::string key, kase;
        int lanes = 32, n = 0;
        unsigned mask = FULL_MASK;
        ls >> key >> kase >> lanes >> n >> mask;
        std::vector<int> s(32), c(32);
        for (int i = 0; i < 32; ++i) ls >> s[i];
        for (int i = 0; i < 32; ++i) ls >> c[i];
        PKernel fn = nullptr;
        for (int e = 0; e < entries; ++e) if (key == table[e].key) fn = table[e].fn;
        if (!fn || !ls) { fprintf(stderr, "bad case line: %s\n", line.c_str()); status = 1; continue; }
        CHECK(cudaMemcpy(d_s, s.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(d_c, c.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(d_out, x0.data(), 32 * sizeof(float), cudaMemcpyHostToDevice));
        PArgs a{d_s, d_c, d_out, d_times, reps, n, mask};
        LAUNCHN(fn, lanes, a);  // warm-up: module load, instruction cache
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<long long> pooled;
        std::string medians = "[";
        for (int r = 0; r < rounds; ++r) {
            LAUNCHN(fn, lanes, a);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(t.data(), d_times, reps * sizeof(long long), cudaMemcpyDeviceToHost));
            std::vector<long long> kept(t.begin() + drop, t.end());
            std::sort(kept.begin(), kept.end());
            char buf[32];
            snprintf(buf, sizeof buf, "%s%.1f", r ? "," : "", at(kept, 0.5));
            medians += buf;
            pooled.insert(pooled.end(), kept.begin(), kept.end());
        }
        medians += "]";
        std::sort(pooled.begin(), pooled.end());
        double mean = 0;
        for (long long v : pooled) mean += (double)v;
        mean /= (double)pooled.size();
        printf("{\"key\": \"%s\", \"case\": \"%s\", \"lanes\": %d, \"n\": %d, \"mask\": %u, \"s\": %s, \"c\": %s, \"samples\": %zu, "
               "\"median\": %.1f, \"p10\": %.1f, \"p90\": %.1f, \"min\": %.1f, \"max\": %.1f, \"mean\": %.3f, \"round_medians\": %s}\n",
               key.c_str(), kase.c_str(), lanes, n, mask, ints(s).c_str(), ints(c).c_str(), pooled.size(), at(pooled, 0.5),
               at(pooled, 0.1), at(pooled, 0.9), (double)pooled.front(), (double)pooled.back(), mean, medians.c_str());
        fflush(stdout);
    }
    return status;
}

// Warpwise SM harness (issue 36): times one region run by W warps of one block (one SM), in SM cycles.
//
// Per repetition every lane reloads its two data (s, c) from global memory and parks them in shared memory,
// then
//   __syncthreads(); t0 = clock64(); REGION; __syncwarp(); t1 = clock64()
// and lane 0 of each warp stores its t0 and t1. A repetition's cycles are max(t1) - min(t0) over the warps
// (all warps of a block share the SM's clock); the first 50 repetitions of each launch are dropped and the
// launches pooled (median, p10, p90). work(N) is calib's ArithV chain (N dependent fma.rn.f32 in volatile
// PTX); PW<N, SALT>(x, p) is the same chain with every op guarded by the predicate p (hand if-conversion).
//
// Cases, one a line: key case warps s0 .. s31 c0 .. c31 (every warp's lanes get the same 32 data).
#pragma once
#include "../calib/common.cuh"
#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

template <int N, int SALT>
__device__ __forceinline__ float W(float x) { return ArithV::chain<N, SALT>(x); }

// N dependent FMAs, each issued for every lane and committed where p holds (then side: p, else side: !p).
template <int N, int SALT, bool WHEN>
__device__ __forceinline__ float PW(float x, int s) {
#pragma unroll
    for (int i = 0; i < N; ++i) {
        const float a = 1.0f + 1.0e-7f * float(i + 1 + 131 * SALT);
        const float b = 1.0e-6f * float((i * 7 + SALT * 13) % 101 + 1);
        if (WHEN)
            ASM_VOLATILE("{.reg .pred p; setp.eq.s32 p, %3, 0; @p fma.rn.f32 %0, %0, %1, %2;}" : "+f"(x) : "f"(a), "f"(b), "r"(s));
        else
            ASM_VOLATILE("{.reg .pred p; setp.ne.s32 p, %3, 0; @p fma.rn.f32 %0, %0, %1, %2;}" : "+f"(x) : "f"(a), "f"(b), "r"(s));
    }
    return x;
}

struct SArgs {
    const int* s;
    const int* c;
    float* out;
    long long* t0;
    long long* t1;
    int reps;
};

template <class R>
__device__ __forceinline__ void sm_frame(const SArgs& a) {
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
    __shared__ volatile int sink[64 * 32 * 2];
    float x = a.out[threadIdx.x];
#pragma unroll 1
    for (int r = 0; r < a.reps; ++r) {
        const int s = *((volatile const int*)a.s + lane);
        const int c = *((volatile const int*)a.c + lane);
        sink[threadIdx.x] = s;
        sink[threadIdx.x + 2048] = c;
        __syncthreads();
        const long long t0 = clock64();
        pin(x);
        x = R::run(x, s, c, lane);
        pin(x);
        __syncwarp();
        const long long t1 = clock64();
        if (lane == 0) { a.t0[r * warps + warp] = t0; a.t1[r * warps + warp] = t1; }
    }
    a.out[threadIdx.x] = x;
}

#define SREGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int lane)
#define SKERNEL(NAME) extern "C" __global__ void NAME(SArgs a) { sm_frame<R_##NAME>(a); }

typedef void (*SKernel)(SArgs);
struct SEntry { const char* key; SKernel fn; };

static double sat(const std::vector<long long>& v, double q) { return (double)v[(size_t)(q * (v.size() - 1))]; }

static int sm_main(int argc, char** argv, const SEntry* table, int entries) {
    int reps = 501, rounds = 3;
    const char* cases = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--cases") && i + 1 < argc) cases = argv[++i];
        else { fprintf(stderr, "usage: sm --cases FILE [--reps N] [--rounds N]\n"); return 2; }
    }
    if (!cases || reps < 100 || rounds < 1) { fprintf(stderr, "need --cases, reps >= 100, rounds >= 1\n"); return 2; }
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    const int drop = 50;
    printf("{\"device\": {\"name\": \"%s\", \"sm_count\": %d, \"compute_capability\": \"%d.%d\"}, \"reps\": %d, \"rounds\": %d, "
           "\"dropped_per_launch\": %d}\n", prop.name, prop.multiProcessorCount, prop.major, prop.minor, reps, rounds, drop);
    fflush(stdout);
    int *d_s, *d_c; float* d_out; long long *d_t0, *d_t1;
    CHECK(cudaMalloc(&d_s, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_c, 32 * sizeof(int)));
    CHECK(cudaMalloc(&d_out, 64 * 32 * sizeof(float)));
    CHECK(cudaMalloc(&d_t0, (size_t)reps * 64 * sizeof(long long)));
    CHECK(cudaMalloc(&d_t1, (size_t)reps * 64 * sizeof(long long)));
    std::vector<float> x0(64 * 32);
    for (int i = 0; i < 64 * 32; ++i) x0[i] = 1.0f + 0.001f * (i % 32);
    std::vector<long long> t0((size_t)reps * 64), t1((size_t)reps * 64);
    std::ifstream in(cases);
    std::string line;
    int status = 0;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        std::istringstream ls(line);
        std::string key, kase;
        int warps = 1;
        ls >> key >> kase >> warps;
        std::vector<int> s(32), c(32);
        for (int i = 0; i < 32; ++i) ls >> s[i];
        for (int i = 0; i < 32; ++i) ls >> c[i];
        SKernel fn = nullptr;
        for (int e = 0; e < entries; ++e) if (key == table[e].key) fn = table[e].fn;
        if (!fn || !ls || warps < 1 || warps > 64) { fprintf(stderr, "bad case line: %s\n", line.c_str()); status = 1; continue; }
        CHECK(cudaMemcpy(d_s, s.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(d_c, c.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(d_out, x0.data(), 64 * 32 * sizeof(float), cudaMemcpyHostToDevice));
        SArgs a{d_s, d_c, d_out, d_t0, d_t1, reps};
#ifdef __CUDACC__
        fn<<<1, warps * 32>>>(a);
#endif
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<long long> pooled, warp0;
        std::string medians = "[";
        for (int r = 0; r < rounds; ++r) {
#ifdef __CUDACC__
            fn<<<1, warps * 32>>>(a);
#endif
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(t0.data(), d_t0, (size_t)reps * warps * sizeof(long long), cudaMemcpyDeviceToHost));
            CHECK(cudaMemcpy(t1.data(), d_t1, (size_t)reps * warps * sizeof(long long), cudaMemcpyDeviceToHost));
            std::vector<long long> kept;
            for (int q = drop; q < reps; ++q) {
                long long lo = t0[(size_t)q * warps], hi = t1[(size_t)q * warps];
                for (int w = 1; w < warps; ++w) {
                    lo = std::min(lo, t0[(size_t)q * warps + w]);
                    hi = std::max(hi, t1[(size_t)q * warps + w]);
                }
                kept.push_back(hi - lo);
                warp0.push_back(t1[(size_t)q * warps] - t0[(size_t)q * warps]);
            }
            std::sort(kept.begin(), kept.end());
            char buf[32];
            snprintf(buf, sizeof buf, "%s%.1f", r ? "," : "", sat(kept, 0.5));
            medians += buf;
            pooled.insert(pooled.end(), kept.begin(), kept.end());
        }
        medians += "]";
        std::sort(pooled.begin(), pooled.end());
        std::sort(warp0.begin(), warp0.end());
        printf("{\"key\": \"%s\", \"case\": \"%s\", \"warps\": %d, \"samples\": %zu, \"median\": %.1f, \"p10\": %.1f, "
               "\"p90\": %.1f, \"min\": %.1f, \"max\": %.1f, \"warp0_median\": %.1f, \"round_medians\": %s}\n",
               key.c_str(), kase.c_str(), warps, pooled.size(), sat(pooled, 0.5), sat(pooled, 0.1), sat(pooled, 0.9),
               (double)pooled.front(), (double)pooled.back(), sat(warp0, 0.5), medians.c_str());
        fflush(stdout);
    }
    return status;
}

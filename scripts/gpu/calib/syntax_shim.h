// Only for checking the sources with a host compiler where nvcc is missing (nvcc never includes this
// file: common.cuh includes it only when __CUDACC__ is undefined):
//   g++ -std=c++17 -fsyntax-only -Wall -Wno-unknown-pragmas -x c++ calib.cu
//   g++ -std=c++17 -O1 -Wno-unknown-pragmas -x c++ calib.cu -o /tmp/calib-host && /tmp/calib-host --reps 40 --rounds 1
// The second runs the host logic with every kernel executed on the CPU as lane 0 alone; each inline-asm
// statement "costs" 4 fake cycles, so the output has the right shape, not real numbers.
#pragma once
#include <cmath>
#include <cstddef>
#include <cstring>
#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __shared__ static
#define __constant__
struct ShimDim3 { unsigned x, y, z; };
static ShimDim3 threadIdx;
inline long long shim_clock = 0;
inline long long clock64() { return shim_clock += 2; }
#define ASM_VOLATILE(...) ((void)(shim_clock += 4))
#define ASM_PLAIN(...) ((void)(shim_clock += 4))
#define LAUNCH1(fn, a) fn(a)
inline void __syncwarp(unsigned = 0xffffffffu) {}
inline unsigned __ballot_sync(unsigned, int p) { return p; }
inline int __any_sync(unsigned, int p) { return p; }
inline int __all_sync(unsigned, int p) { return p; }
inline unsigned __activemask() { return 0xffffffffu; }
inline int __shfl_sync(unsigned, int v, int, int = 32) { return v; }
typedef int cudaError_t;
enum { cudaSuccess = 0 };
enum cudaMemcpyKind { cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost };
struct cudaDeviceProp { char name[256]; int multiProcessorCount, major, minor; };
inline const char* cudaGetErrorString(cudaError_t) { return ""; }
template <class T> cudaError_t cudaMalloc(T** p, size_t n) { *p = (T*)::operator new(n); return 0; }
inline cudaError_t cudaMemcpy(void* d, const void* s, size_t n, cudaMemcpyKind) { std::memcpy(d, s, n); return 0; }
inline cudaError_t cudaDeviceSynchronize() { return 0; }
inline cudaError_t cudaGetLastError() { return 0; }
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp* p, int) { std::strcpy(p->name, "host shim"); return 0; }
inline cudaError_t cudaDriverGetVersion(int*) { return 0; }
inline cudaError_t cudaRuntimeGetVersion(int*) { return 0; }

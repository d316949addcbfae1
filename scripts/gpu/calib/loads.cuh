// Pieces for regions with loads and other chains (issue 35), shared by calibration family 6 and round 6+.
//
// TAB: a 64-entry table in global memory, TAB[i] = (5 i + 3) mod 32 (the stepper's `tab` input holds the
// same values). Its 256 bytes stay in the SM's L1 after the first repetitions, so a region's loads are L1
// hits. sinki(v, lane): a volatile shared-memory store of v before the region's closing clock read; it cannot
// issue before v is ready, so a loaded value is waited for inside the region (what a consumer would do).
// WR<N>: N dependent FFMAs whose coefficients are in registers; WI<N>: 4 independent chains of N/4.
#pragma once
#ifndef __CUDACC__
static const int warpSize = 32;
#endif
__device__ int TAB[64] = {
    3, 8, 13, 18, 23, 28, 1, 6, 11, 16, 21, 26, 31, 4, 9, 14, 19, 24, 29, 2, 7, 12, 17, 22, 27, 0, 5, 10, 15, 20, 25, 30,
    3, 8, 13, 18, 23, 28, 1, 6, 11, 16, 21, 26, 31, 4, 9, 14, 19, 24, 29, 2, 7, 12, 17, 22, 27, 0, 5, 10, 15, 20, 25, 30};

__device__ __forceinline__ void sinki(int v, int lane) {
    __shared__ volatile int sinkv[32];
    sinkv[lane] = v;
}

template <int N>
__device__ __forceinline__ float WR(float x, int s) {
    float a = 1.0f + 1.0e-7f * (float)s, b = 1.0e-6f * (float)(s + 1);
    pin(a); pin(b);
#pragma unroll
    for (int i = 0; i < N; ++i) x = fmaf(x, a, b);
    return x;
}

template <int N>
__device__ __forceinline__ float WI(float x, int s) {
    float a = 1.0f + 1.0e-7f * (float)s, b = 1.0e-6f * (float)(s + 1);
    pin(a); pin(b);
    float y0 = x, y1 = x + 1.0f, y2 = x + 2.0f, y3 = x + 3.0f;
#pragma unroll
    for (int i = 0; i < N / 4; ++i) { y0 = fmaf(y0, a, b); y1 = fmaf(y1, a, b); y2 = fmaf(y2, a, b); y3 = fmaf(y3, a, b); }
    return (y0 + y1) + (y2 + y3);
}

// FaceNav's fused ADD+PRELU pass (`CXNNPack_addPReLU` in Sources/CXNNPack/shim.h) by path, on one of the iris
// model's 32x32x64 shapes with random values of both signs: the scalar loop, AVX2 and AVX-512 where
// the core has them. Thread CPU time per pass (best of 5 means of 2000); each SIMD path's output must equal the
// scalar loop's to the bit. gcc -O2 keeps the scalar loop's branch on each sign, clang -O2 makes it a vector select:
// build it with both. Not part of `make bench`; the figures in BENCHMARKS.md (Inference) are from it:
//
//     gcc -O2 -I Sources/CXNNPack Benchmarks/add-prelu-paths.c -o /tmp/add-prelu-paths -lXNNPACK -lpthreadpool
//     /tmp/add-prelu-paths
//     clang -O2 -I Sources/CXNNPack Benchmarks/add-prelu-paths.c -o /tmp/add-prelu-paths-clang -lXNNPACK -lpthreadpool
//     /tmp/add-prelu-paths-clang
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "shim.h"

enum { COUNT = 32 * 32 * 64, CHANNELS = 64 };
typedef void (*Pass)(const float *, const float *, float *, const float *, size_t, size_t);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/// Best mean time of one pass, in microseconds.
static double time_pass(Pass pass, const float *a, const float *b, float *y, const float *slope) {
  double best = 1e9;
  for (int round = 0; round < 6; round++) {
    double start = now();
    for (int i = 0; i < 2000; i++) pass(a, b, y, slope, COUNT, CHANNELS);
    double mean = (now() - start) / 2000 * 1e6;
    if (round > 0 && mean < best) best = mean;  // round 0 warms up
  }
  return best;
}

int main(void) {
  float *a = malloc(COUNT * sizeof(float)), *b = malloc(COUNT * sizeof(float));
  float *expected = malloc(COUNT * sizeof(float)), *y = malloc(COUNT * sizeof(float));
  float slope[CHANNELS];
  srand(7);
  for (int i = 0; i < COUNT; i++) a[i] = (rand() % 2001 - 1000) / 97.0f, b[i] = (rand() % 2001 - 1000) / 89.0f;
  for (int c = 0; c < CHANNELS; c++) slope[c] = 0.01f * c - 0.2f;
  CXNNPack_addPReLUScalar(a, b, expected, slope, COUNT, CHANNELS);
  printf("scalar: %.1f us\n", time_pass(CXNNPack_addPReLUScalar, a, b, y, slope));
#if defined(__x86_64__)
  struct { const char *name, *feature; Pass pass; } paths[] = {
    {"avx2", "avx2", CXNNPack_addPReLUAVX2}, {"avx512", "avx512f", CXNNPack_addPReLUAVX512}};
  for (int p = 0; p < 2; p++) {
    int supported = p == 0 ? __builtin_cpu_supports("avx2") : __builtin_cpu_supports("avx512f");
    if (!supported) { printf("%s: not on this core\n", paths[p].name); continue; }
    double us = time_pass(paths[p].pass, a, b, y, slope);
    printf("%s: %.1f us, equal to the scalar loop's to the bit: %s\n", paths[p].name, us,
           memcmp(y, expected, COUNT * sizeof(float)) == 0 ? "yes" : "NO");
  }
#endif
  return 0;
}

// Why FaceNav's NeuralNetwork plans its own memory, and why it stops there. Four of the iris model's 32x32
// blocks (1x1 conv 64->32, PRELU, 3x3 depthwise, 1x1 conv 32->64, ADD of the block's input, PRELU) in Debian's
// XNNPACK (the 2022 snapshot), one thread, thread CPU time per pass (best of 7 means of 1000):
//   - a buffer for every tensor (what XNNPACK's own subgraph runtime measured the same as),
//   - three buffers with PRELU and ADD written in place (FaceNav's MemoryPlan),
//   - the same with ADD and the PRELU after it fused into one pass of one's own (FaceNav's `CXNNPack_addPReLU`),
// and a large 1x1 convolution, the best rate XNNPACK's GEMM reaches on this core. Not part of `make bench`; the
// figures in BENCHMARKS.md (Inference) are from it:
//
//     gcc -O2 -I Sources/CXNNPack Benchmarks/xnnpack-memory-plan.c -o /tmp/xnnpack-memory-plan -lXNNPACK -lpthreadpool
//     /tmp/xnnpack-memory-plan
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "shim.h"

enum { H = 32, N = H * H, BLOCKS = 4 };
static const float INF = 1.0f / 0.0f;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static float *values(size_t n) {
  float *p = aligned_alloc(64, (n * 4 + 127) / 64 * 64 + 64);
  for (size_t i = 0; i < n; i++) p[i] = ((rand() % 200) - 100) * 0.001f;
  return p;
}

static xnn_operator_t ops[BLOCKS * 6];
static int count;

static void conv1x1(float *x, float *y, int in, int out) {
  xnn_operator_t o;
  xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, in, out, in, out, values(in * out), values(out),
                                    -INF, INF, 0, &o);
  xnn_setup_convolution2d_nhwc_f32(o, 1, H, H, x, y, NULL);
  ops[count++] = o;
}

static void depthwise(float *x, float *y, int c) {
  xnn_operator_t o;
  xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, c, 1, 1, c, c, values(9 * c), values(c), -INF, INF,
                                    XNN_FLAG_DEPTHWISE_CONVOLUTION, &o);
  xnn_setup_convolution2d_nhwc_f32(o, 1, H, H, x, y, NULL);
  ops[count++] = o;
}

static void prelu(float *x, float *y, int c) {
  xnn_operator_t o;
  xnn_create_prelu_nc_f32(c, c, c, values(c), 0, &o);
  xnn_setup_prelu_nc_f32(o, N, x, y, NULL);
  ops[count++] = o;
}

static void add(float *a, float *b, float *y, int c) {
  xnn_operator_t o;
  size_t shape[2] = {N, c};
  xnn_create_add_nd_f32(-INF, INF, 0, &o);
  xnn_setup_add_nd_f32(o, 2, shape, 2, shape, a, b, y, NULL);
  ops[count++] = o;
}

/// y = PRELU(a + b) in one pass, 64 channels: the app's own pass (`CXNNPack_addPReLU`: AVX-512 where the core has
/// it, else AVX2, else a plain loop).
static void add_prelu(const float *a, const float *b, float *y, const float *s) {
  CXNNPack_addPReLU(a, b, y, s, (size_t)N * 64, 64);
}

static float *fusedA[BLOCKS], *fusedB[BLOCKS], *slopes[BLOCKS];

/// Mean time of one pass; with `fused`, each block's 4 operators are followed by add_prelu.
static double best_pass(int fused) {
  double best = 1e9;
  for (int round = 0; round < 8; round++) {
    double start = now();
    for (int i = 0; i < 1000; i++) {
      if (!fused) {
        for (int k = 0; k < count; k++) xnn_run_operator(ops[k], NULL);
        continue;
      }
      for (int b = 0; b < BLOCKS; b++) {
        for (int k = 0; k < 4; k++) xnn_run_operator(ops[b * 4 + k], NULL);
        add_prelu(fusedA[b], fusedB[b], fusedB[b], slopes[b]);
      }
    }
    double mean = (now() - start) / 1000 * 1e6;
    if (round > 0 && mean < best) best = mean;  // round 0 warms up
  }
  return best;
}

int main(void) {
  xnn_initialize(NULL);
  float *x = values(N * 64);
  for (int b = 0; b < BLOCKS; b++) {
    float *t1 = values(N * 32), *t2 = values(N * 32), *t3 = values(N * 32);
    float *t4 = values(N * 64), *t5 = values(N * 64), *t6 = values(N * 64);
    conv1x1(x, t1, 64, 32), prelu(t1, t2, 32), depthwise(t2, t3, 32), conv1x1(t3, t4, 32, 64);
    add(t4, x, t5, 64), prelu(t5, t6, 64);
    x = t6;
  }
  printf("4 blocks at 32x32, a buffer per tensor:      %6.1f us\n", best_pass(0));

  count = 0;
  float *X = values(N * 64), *A = values(N * 32), *B = values(N * 32), *C = values(N * 64);
  for (int b = 0; b < BLOCKS; b++) {
    conv1x1(X, A, 64, 32), prelu(A, A, 32), depthwise(A, B, 32), conv1x1(B, C, 32, 64);
    add(C, X, X, 64), prelu(X, X, 64);
  }
  printf("4 blocks at 32x32, in place (MemoryPlan):    %6.1f us\n", best_pass(0));

  count = 0;
  for (int b = 0; b < BLOCKS; b++) {
    conv1x1(X, A, 64, 32), prelu(A, A, 32), depthwise(A, B, 32), conv1x1(B, C, 32, 64);
    fusedA[b] = C, fusedB[b] = X, slopes[b] = values(64);
  }
  printf("4 blocks at 32x32, in place, ADD+PRELU fused: %6.1f us\n", best_pass(1));

  float *big_in = values(N * 256), *big_out = values(N * 256);
  count = 0;
  xnn_operator_t big;
  xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 256, 256, 256, 256, values(256 * 256),
                                    values(256), -INF, INF, 0, &big);
  xnn_setup_convolution2d_nhwc_f32(big, 1, H, H, big_in, big_out, NULL);
  for (int i = 0; i < 20; i++) xnn_run_operator(big, NULL);
  double start = now();
  for (int i = 0; i < 200; i++) xnn_run_operator(big, NULL);
  double seconds = (now() - start) / 200;
  printf("1x1 conv 32x32 256->256: %.0f us, %.1f GMAC/s\n", seconds * 1e6, (double)N * 256 * 256 / seconds / 1e9);
  return 0;
}

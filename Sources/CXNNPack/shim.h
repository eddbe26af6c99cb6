// XNNPACK's operator API (Debian libxnnpack-dev, a 2022 snapshot), the thread pool it runs on (libpthreadpool-dev)
// and one fused pass of FaceNav's own. Neither library ships a pkg-config file, so the module map links both by name.
#ifndef CXNNPACK_SHIM_H
#define CXNNPACK_SHIM_H

#include <stddef.h>
#include <stdint.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#include <pthreadpool.h>
#include <xnnpack.h>

/// Bytes XNNPACK may read past the end of an input buffer (`XNN_EXTRA_BYTES`).
static const size_t CXNNPack_extraBytes = XNN_EXTRA_BYTES;
/// Makes a convolution depthwise: groups = channels, weights [1, height, width, channels * multiplier].
static const uint32_t CXNNPack_depthwiseConvolution = XNN_FLAG_DEPTHWISE_CONVOLUTION;

/// y[i] = PRELU(a[i] + b[i]) with slope[i % channels], for `count` values (whole pixels of `channels`): a
/// TensorFlow Lite ADD and the PRELU that alone reads it, in one pass (XNNPACK has no such operator). The same
/// arithmetic as XNNPACK's ADD then PRELU (x < 0 ? x * slope : x), so the results are equal to the bit. `y` may be
/// `a` or `b`.
#if defined(__x86_64__)
__attribute__((target("avx512f"))) static inline void CXNNPack_addPReLUAVX512(
    const float *a, const float *b, float *y, const float *slope, size_t count, size_t channels) {
  for (size_t pixel = 0; pixel < count; pixel += channels) {
    for (size_t c = 0; c < channels; c += 16) {
      __m512 x = _mm512_add_ps(_mm512_loadu_ps(a + pixel + c), _mm512_loadu_ps(b + pixel + c));
      __mmask16 negative = _mm512_cmp_ps_mask(x, _mm512_setzero_ps(), _CMP_LT_OQ);
      _mm512_storeu_ps(y + pixel + c, _mm512_mask_mul_ps(x, negative, x, _mm512_loadu_ps(slope + c)));
    }
  }
}

/// The same pass eight lanes at a time, for x86-64 cores without AVX-512: there the scalar loop, branching on each
/// value's sign, made the whole iris model 1.5 times slower on an AVX2 core (BENCHMARKS.md, Inference).
__attribute__((target("avx2"))) static inline void CXNNPack_addPReLUAVX2(
    const float *a, const float *b, float *y, const float *slope, size_t count, size_t channels) {
  for (size_t pixel = 0; pixel < count; pixel += channels) {
    for (size_t c = 0; c < channels; c += 8) {
      __m256 x = _mm256_add_ps(_mm256_loadu_ps(a + pixel + c), _mm256_loadu_ps(b + pixel + c));
      __m256 negative = _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_LT_OQ);
      __m256 scaled = _mm256_mul_ps(x, _mm256_loadu_ps(slope + c));
      _mm256_storeu_ps(y + pixel + c, _mm256_blendv_ps(x, scaled, negative));
    }
  }
}
#endif

/// The same pass one value at a time, for any core.
static inline void CXNNPack_addPReLUScalar(
    const float *a, const float *b, float *y, const float *slope, size_t count, size_t channels) {
  for (size_t pixel = 0; pixel < count; pixel += channels) {
    for (size_t c = 0; c < channels; c++) {
      float x = a[pixel + c] + b[pixel + c];
      y[pixel + c] = x < 0.0f ? x * slope[c] : x;
    }
  }
}

static inline void CXNNPack_addPReLU(
    const float *a, const float *b, float *y, const float *slope, size_t count, size_t channels) {
#if defined(__x86_64__)
  if (channels % 16 == 0 && __builtin_cpu_supports("avx512f")) {
    CXNNPack_addPReLUAVX512(a, b, y, slope, count, channels);
    return;
  }
  if (channels % 8 == 0 && __builtin_cpu_supports("avx2")) {
    CXNNPack_addPReLUAVX2(a, b, y, slope, count, channels);
    return;
  }
#endif
  CXNNPack_addPReLUScalar(a, b, y, slope, count, channels);
}

#endif

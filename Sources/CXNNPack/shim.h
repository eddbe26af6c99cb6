// XNNPACK's operator API (Debian libxnnpack-dev, a 2022 snapshot) and the thread pool it runs on
// (libpthreadpool-dev). Neither ships a pkg-config file, so the module map links both by name.
#ifndef CXNNPACK_SHIM_H
#define CXNNPACK_SHIM_H

#include <stdint.h>
#include <pthreadpool.h>
#include <xnnpack.h>

/// Bytes XNNPACK may read past the end of an input buffer (`XNN_EXTRA_BYTES`).
static const size_t CXNNPack_extraBytes = XNN_EXTRA_BYTES;
/// Makes a convolution depthwise: groups = channels, weights [1, height, width, channels * multiplier].
static const uint32_t CXNNPack_depthwiseConvolution = XNN_FLAG_DEPTHWISE_CONVOLUTION;

#endif

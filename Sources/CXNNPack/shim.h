// XNNPACK's subgraph API (Debian libxnnpack-dev, a 2022 snapshot) and the thread pool it runs on
// (libpthreadpool-dev). Neither ships a pkg-config file, so the module map links both by name.
#ifndef CXNNPACK_SHIM_H
#define CXNNPACK_SHIM_H

#include <stdint.h>
#include <pthreadpool.h>
#include <xnnpack.h>

/// The value ID that tells XNNPACK to pick an internal ID (`XNN_INVALID_VALUE_ID`).
static const uint32_t CXNNPack_invalidValueID = XNN_INVALID_VALUE_ID;
/// Bytes XNNPACK may read past the end of an input buffer (`XNN_EXTRA_BYTES`).
static const size_t CXNNPack_extraBytes = XNN_EXTRA_BYTES;
/// Flags marking a value as the graph's input or output.
static const uint32_t CXNNPack_valueFlagExternalInput = XNN_VALUE_FLAG_EXTERNAL_INPUT;
static const uint32_t CXNNPack_valueFlagExternalOutput = XNN_VALUE_FLAG_EXTERNAL_OUTPUT;

#endif

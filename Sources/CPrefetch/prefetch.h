// Cache prefetch hints, which Swift has no way to write: a header only, inlined where it is called.
#ifndef CPREFETCH_H
#define CPREFETCH_H

#include <stddef.h>

/// Asks the processor to start fetching the `bytes` bytes at `address` into its level-2 cache (x86's
/// `prefetcht1`), and returns at once. A hint only: it changes no value, and an address that is not mapped
/// does not fault. Level 2, not level 1: a prefetch into the small level-1 cache of more than it holds
/// (the landmark predictor's 272 KB of leaves a level) evicts what is read meanwhile, and was slower.
static inline void CPrefetch_readIntoLevel2(const void *address, size_t bytes) {
    if (bytes == 0) return;
    const char *p = (const char *)address;
    const char *last = p + bytes - 1;
    for (; p <= last; p += 64) __builtin_prefetch(p, 0, 2);
    __builtin_prefetch(last, 0, 2);
}

#endif

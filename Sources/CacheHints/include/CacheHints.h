#ifndef CACHE_HINTS_H
#define CACHE_HINTS_H

#include <stddef.h>

/// Asks the processor to bring the cache line at `address` in for a read soon: a hint that never
/// faults, whatever the address, and that the processor may ignore.
static inline __attribute__((always_inline)) void cache_hint_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// Asks the processor to bring the cache lines of the `byteCount` bytes from `address` in for a
/// write soon, one hint a 64-byte line: a write to memory that has left the caches then does not
/// wait for its line. Never faults, whatever the addresses.
static inline __attribute__((always_inline)) void cache_hint_write(void *address, size_t byteCount) {
    for (size_t offset = 0; offset < byteCount; offset += 64) {
        __builtin_prefetch((const char *)address + offset, 1, 3);
    }
}

#endif

#ifndef GRAPH_CORE_PREFETCH_H
#define GRAPH_CORE_PREFETCH_H

/// Asks the processor to bring the cache line at `address` in for a read soon: a hint that never
/// faults, whatever the address, and that the processor may ignore.
static inline __attribute__((always_inline)) void graph_core_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif

#ifndef ANIMATIC_ALLOCATION_COUNTER_H
#define ANIMATIC_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) the
/// calling thread has made so far; always 0 where they cannot be counted.
uint64_t animatic_allocation_count(void);

/// Whether this platform counts allocations: 1 on Linux with glibc, 0 elsewhere.
int animatic_counts_allocations(void);

#endif

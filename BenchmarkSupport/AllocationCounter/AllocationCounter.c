// Counts the process's heap allocations for animatic-bench, by defining the C allocator's entry
// points in the executable: the dynamic linker binds every library's calls to them (the Swift
// runtime's included), and each forwards to glibc's own implementation. Linux with glibc only;
// elsewhere the count stays 0 and the benchmark says it cannot count.
//
// Every allocation of every workload passes through here, so the count costs as little as it
// can: a per-thread counter (a plain add on the thread's own memory, no atomic instruction), for
// the thread that runs the workload is the one whose allocations are counted.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local uint64_t allocations;

static inline void count_one(void) { allocations += 1; }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

uint64_t animatic_allocation_count(void) { return allocations; }
int animatic_counts_allocations(void) { return 1; }
#else
uint64_t animatic_allocation_count(void) { return 0; }
int animatic_counts_allocations(void) { return 0; }
#endif

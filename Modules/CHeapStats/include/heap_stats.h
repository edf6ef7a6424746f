#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not yet freed (glibc's mallinfo2().uordblks).
/// For benchmarks only: Swift cannot call mallinfo2 itself, the Glibc module does not export malloc.h.
size_t heap_stats_bytes_in_use(void);

#endif

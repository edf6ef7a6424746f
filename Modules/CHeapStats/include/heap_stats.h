#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not yet freed (glibc's mallinfo2().uordblks).
/// For benchmarks only: Swift cannot call mallinfo2 itself, the Glibc module does not export malloc.h.
size_t heap_stats_bytes_in_use(void);

/// The same plus the blocks the allocator mapped on their own (mallinfo2().hblkhd): large
/// arrays live there. For tests that bound the memory a hostile input can make us reserve.
size_t heap_stats_bytes_including_mapped(void);

#endif

#include "heap_stats.h"
#include <malloc.h>

size_t heap_stats_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

size_t heap_stats_bytes_including_mapped(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

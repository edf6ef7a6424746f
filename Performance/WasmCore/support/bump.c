// [wasm-measure] Optional tiny bump allocator (free is a no-op), to measure
// what wasi-libc's dlmalloc costs. Not fit for a long-lived client as is.
#include <stddef.h>
#include <stdint.h>
#include <string.h>
extern unsigned char __heap_base;
static uintptr_t top = 0, limit = 0;
static void *bump(size_t size, size_t align) {
    if (!top) { top = (uintptr_t)&__heap_base; limit = __builtin_wasm_memory_size(0) * 65536; }
    uintptr_t p = (top + align - 1) & ~(uintptr_t)(align - 1);
    if (p + size > limit) {
        size_t pages = (p + size - limit + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
        limit += pages * 65536;
    }
    top = p + size;
    return (void *)p;
}
void *malloc(size_t size) { return bump(size, 16); }
void free(void *p) { (void)p; }
int posix_memalign(void **out, size_t align, size_t size) {
    void *p = bump(size, align < 16 ? 16 : align);
    if (!p) return 12;
    *out = p; return 0;
}
void *calloc(size_t n, size_t size) { void *p = bump(n * size, 16); if (p) memset(p, 0, n * size); return p; }
void *realloc(void *old, size_t size) {
    void *p = bump(size, 16);
    if (p && old) memcpy(p, old, size);   /* over-reads the old block; fine for a measurement */
    return p;
}

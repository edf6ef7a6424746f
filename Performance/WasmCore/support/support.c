// [wasm-measure] The few symbols the Embedded Swift object needs that neither
// the embedded stdlib nor wasi-libc's libc.a provides.
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <errno.h>

// 128-bit multiply (compiler-rt builtin; the toolchain ships no wasm32
// compiler-rt). Written with 64-bit halves so it does not call itself.
typedef struct { uint64_t lo, hi; } u128;
__attribute__((used)) u128 __multi3(uint64_t alo, uint64_t ahi, uint64_t blo, uint64_t bhi) {
    uint64_t a0 = alo & 0xffffffffu, a1 = alo >> 32, b0 = blo & 0xffffffffu, b1 = blo >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u128 r;
    r.lo = (mid << 32) | (p00 & 0xffffffffu);
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + alo * bhi + ahi * blo;
    return r;
}

// Hasher seeding. A real client would fill this from crypto.getRandomValues
// through an import; a fixed xorshift keeps the module import-free here.
void arc4random_buf(void *buffer, size_t count) {
    static uint64_t s = 0x9E3779B97F4A7C15ull;
    uint8_t *p = buffer;
    for (size_t i = 0; i < count; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        p[i] = (uint8_t)s;
    }
}

// Double(String) in Embedded Swift calls this runtime stub (Stubs.cpp in the
// full runtime); backed by wasi-libc's strtod (C locale is the only locale).
const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
    char *end = NULL;
    errno = 0;
    *outResult = strtod(nptr, &end);
    return end;
}

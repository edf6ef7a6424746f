// The clip's answer to "what is this Unicode scalar's name?": none.
//
// The standard library keeps every scalar's name (`Unicode.Scalar.Properties
// .name`) in 551 KB of tables. The clip never asks for a name, but the
// linker keeps the tables anyway: the lookup is called from the standard
// library's Swift code, which is one section that --gc-sections keeps whole.
//
// Scripts/build-clip.sh links with `--wrap=_swift_stdlib_getScalarName`, so
// that call reaches this function instead. The real lookup is then
// referenced by nothing, and --gc-sections drops it with its tables
// (UnicodeScalarProps.cpp.o has a section per function and per table).
// Returning 0 is how the lookup says "this scalar has no name", so `name`
// is nil in the clip; the names Swift computes without tables (Hangul
// syllables, CJK ideographs) still work. Without the linker flag (any other
// build) this function is unused.

#include <stdint.h>

intptr_t __wrap__swift_stdlib_getScalarName(uint32_t scalar, uint8_t *buffer, intptr_t capacity) {
    (void)scalar;
    (void)buffer;
    (void)capacity;
    return 0;
}

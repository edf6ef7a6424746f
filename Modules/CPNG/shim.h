// libpng's types and constants for Swift. Only the simplified `png_image`
// API is used, through functions looked up at run time (PNGReading's
// PNGLibrary), so Swift never meets libpng's setjmp/longjmp error handling:
// the simplified API catches its own errors and reports them in
// `png_image.message`.
#ifndef SDUI_CPNG_SHIM_H
#define SDUI_CPNG_SHIM_H

#include <png.h>

#endif

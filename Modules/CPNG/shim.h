// libpng for Swift. Only the simplified `png_image` API is used (reading into
// 8-bit gray in `ScanBarcode`, writing test images in its tests), so Swift
// never meets libpng's setjmp/longjmp error handling: the simplified API
// catches its own errors and reports them in `png_image.message`.
#ifndef SDUI_CPNG_SHIM_H
#define SDUI_CPNG_SHIM_H

#include <png.h>

#endif

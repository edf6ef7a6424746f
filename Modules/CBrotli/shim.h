// Google's Brotli encoder (libbrotlienc) for Swift: the server's `br`
// answers, compressed once per cached rendering. One-shot calls only
// (BrotliEncoderCompress), which return a status rather than aborting.
#ifndef SDUI_CBROTLI_SHIM_H
#define SDUI_CBROTLI_SHIM_H

#include <brotli/encode.h>

#endif

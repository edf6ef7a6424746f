// ZBar for Swift: the C API only (image scanner, images, symbols). All logic
// lives in the Swift module `ScanBarcode` (`Decoding/BarcodeDecoder.swift`).
#ifndef SDUI_CZBAR_SHIM_H
#define SDUI_CZBAR_SHIM_H

#include <zbar.h>

#endif

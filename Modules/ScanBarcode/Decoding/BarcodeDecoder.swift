import CZBar
import ScanBarcodeContract

/// Finds barcodes in a gray image with ZBar, reading only the symbologies
/// the action accepts.
///
/// ZBar scans every row and column of the image (so a label photographed
/// sideways or a few degrees off still reads), verifies check digits and
/// Code 128 checksums itself, and finds QR codes in any orientation. Only
/// the accepted symbologies are enabled, which is both faster and stops a
/// stray EAN on a parcel label from being taken for its Code 128.
///
/// When the image as it is yields nothing, it is tried again smoothed
/// (`ImageSmoothing`): sensor noise and speckles make ZBar see edges that
/// are not there, and averaging them away rescues many noisy photos.
///
/// Each call creates and destroys its own ZBar scanner, so the decoder is a
/// value that can be used from any task at once.
public struct BarcodeDecoder: Sendable {
    public init() {}

    /// Every accepted barcode in the image, in ZBar's order, without duplicates.
    /// Empty when there is none (a blank or unreadable picture).
    public func decode(_ image: GrayImage, accepting symbologies: [Symbology]) throws(BarcodeDecoderError) -> [DecodedBarcode] {
        let accepted = symbologies.isEmpty ? Symbology.allCases : symbologies
        guard let scanner = zbar_image_scanner_create() else { throw .cannotCreateScanner }
        defer { zbar_image_scanner_destroy(scanner) }
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in accepted {
            zbar_image_scanner_set_config(scanner, symbology.zbarType, ZBAR_CFG_ENABLE, 1)
        }
        if accepted.contains(.upcA) {
            // ZBar reads UPC-A through its EAN-13 decoder; enable it and convert back below.
            zbar_image_scanner_set_config(scanner, ZBAR_EAN13, ZBAR_CFG_ENABLE, 1)
        }

        // A noisy photo often reads only once smoothed; each pass runs only if the previous found nothing.
        for radius in Self.smoothingPasses {
            let pass = radius == 0 ? image : ImageSmoothing.boxBlur(image, radius: radius)
            let found = try scan(pass, with: scanner, accepted: accepted)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Box-blur radii tried in turn: the image as it is, then lightly and more strongly smoothed.
    static let smoothingPasses = [0, 1, 2]

    private func scan(_ image: GrayImage, with scanner: OpaquePointer, accepted: [Symbology]) throws(BarcodeDecoderError) -> [DecodedBarcode] {
        guard let zimage = zbar_image_create() else { throw .cannotCreateScanner }
        defer { zbar_image_destroy(zimage) }
        zbar_image_set_format(zimage, Self.y800)
        zbar_image_set_size(zimage, UInt32(image.width), UInt32(image.height))

        var status: Int32 = 0
        let found = image.pixels.withUnsafeBytes { buffer -> [DecodedBarcode] in
            // No cleanup handler: ZBar only borrows the pixels for this call.
            zbar_image_set_data(zimage, buffer.baseAddress, UInt(buffer.count), nil)
            defer { zbar_image_set_data(zimage, nil, 0, nil) }
            status = zbar_scan_image(scanner, zimage)
            var results: [DecodedBarcode] = []
            var symbol = zbar_image_first_symbol(zimage)
            while status >= 0, let current = symbol {
                if let barcode = Self.barcode(from: current, accepted: accepted), !results.contains(barcode) {
                    results.append(barcode)
                }
                symbol = zbar_symbol_next(current)
            }
            return results
        }
        guard status >= 0 else { throw .scanFailed(status: Int(status)) }
        return found
    }

    private static func barcode(from symbol: OpaquePointer, accepted: [Symbology]) -> DecodedBarcode? {
        guard var symbology = Symbology(zbarType: zbar_symbol_get_type(symbol)) else { return nil }
        let length = Int(zbar_symbol_get_data_length(symbol))
        guard let data = zbar_symbol_get_data(symbol) else { return nil }
        var code = data.withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
            String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        }
        // A UPC-A is an EAN-13 with a leading zero; report it the way the action asked for it.
        if symbology == .ean13, !accepted.contains(.ean13), accepted.contains(.upcA), code.count == 13, code.hasPrefix("0") {
            symbology = .upcA
            code.removeFirst()
        }
        guard accepted.contains(symbology) else { return nil }
        return DecodedBarcode(symbology: symbology, code: code)
    }

    /// The `Y800` fourcc: 8-bit gray, one byte per pixel.
    private static let y800: UInt = {
        let bytes: [UInt8] = Array("Y800".utf8)
        return UInt(bytes[0]) | UInt(bytes[1]) << 8 | UInt(bytes[2]) << 16 | UInt(bytes[3]) << 24
    }()
}

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
    /// nil: the process-wide libzbar, opened by the first `decode`, not by creating a decoder.
    private let libraryPath: String?

    public init() {
        libraryPath = nil
    }

    /// A decoder over the libzbar at `libraryPath` (a soname or a file): for
    /// tests of what a machine without a usable libzbar is told.
    init(libraryPath: String) {
        self.libraryPath = libraryPath
    }

    /// Every accepted barcode in the image, in ZBar's order, without duplicates.
    /// Empty when there is none (a blank or unreadable picture).
    public func decode(_ image: GrayImage, accepting symbologies: [Symbology]) throws(BarcodeDecoderError) -> [DecodedBarcode] {
        let accepted = symbologies.isEmpty ? Symbology.allCases : symbologies
        let zbar = try (libraryPath.map(ZBarLibrary.load) ?? ZBarLibrary.shared).get()
        guard let scanner = zbar.scannerCreate() else { throw .cannotCreateScanner }
        defer { zbar.scannerDestroy(scanner) }
        _ = zbar.scannerSetConfig(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in accepted {
            _ = zbar.scannerSetConfig(scanner, symbology.zbarType, ZBAR_CFG_ENABLE, 1)
        }
        if accepted.contains(.upcA) {
            // ZBar reads UPC-A through its EAN-13 decoder; enable it and convert back below.
            _ = zbar.scannerSetConfig(scanner, ZBAR_EAN13, ZBAR_CFG_ENABLE, 1)
        }

        // A noisy photo often reads only once smoothed; each pass runs only if the previous found nothing.
        for radius in Self.smoothingPasses {
            let pass = radius == 0 ? image : ImageSmoothing.boxBlur(image, radius: radius)
            let found = try scan(pass, with: scanner, zbar: zbar, accepted: accepted)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Box-blur radii tried in turn: the image as it is, then lightly and more strongly smoothed.
    static let smoothingPasses = [0, 1, 2]

    private func scan(_ image: GrayImage, with scanner: OpaquePointer, zbar: ZBarLibrary,
                      accepted: [Symbology]) throws(BarcodeDecoderError) -> [DecodedBarcode] {
        guard let zimage = zbar.imageCreate() else { throw .cannotCreateScanner }
        defer { zbar.imageDestroy(zimage) }
        zbar.imageSetFormat(zimage, Self.y800)
        zbar.imageSetSize(zimage, UInt32(image.width), UInt32(image.height))

        var status: Int32 = 0
        let found = image.pixels.withUnsafeBytes { buffer -> [DecodedBarcode] in
            // No cleanup handler: ZBar only borrows the pixels for this call.
            zbar.imageSetData(zimage, buffer.baseAddress, UInt(buffer.count), nil)
            defer { zbar.imageSetData(zimage, nil, 0, nil) }
            status = zbar.scanImage(scanner, zimage)
            var results: [DecodedBarcode] = []
            var symbol = zbar.imageFirstSymbol(zimage)
            while status >= 0, let current = symbol {
                if let barcode = Self.barcode(from: current, zbar: zbar, accepted: accepted), !results.contains(barcode) {
                    results.append(barcode)
                }
                symbol = zbar.symbolNext(current)
            }
            return results
        }
        guard status >= 0 else { throw .scanFailed(status: Int(status)) }
        return found
    }

    private static func barcode(from symbol: OpaquePointer, zbar: ZBarLibrary, accepted: [Symbology]) -> DecodedBarcode? {
        guard var symbology = Symbology(zbarType: zbar.symbolGetType(symbol)) else { return nil }
        let length = Int(zbar.symbolGetDataLength(symbol))
        guard let data = zbar.symbolGetData(symbol) else { return nil }
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

/// ZBar itself failed (not "found nothing", which is an empty result).
public enum BarcodeDecoderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `zbar_image_scanner_create` or `zbar_image_create` returned NULL.
    case cannotCreateScanner
    /// `zbar_scan_image` returned a negative status.
    case scanFailed(status: Int)
    /// libzbar could not be loaded, or lacks a function; the reason says which.
    case libraryUnavailable(String)

    public var description: String {
        switch self {
        case .cannotCreateScanner: return "the barcode reader could not start (out of memory?)"
        case .scanFailed(let status): return "the barcode reader failed on this image (ZBar status \(status))"
        case .libraryUnavailable(let reason):
            return "the barcode reader is not installed (\(reason)); install libzbar0, or type the code instead"
        }
    }
}

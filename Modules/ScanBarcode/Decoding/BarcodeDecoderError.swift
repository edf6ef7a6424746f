/// ZBar itself failed (not "found nothing", which is an empty result).
public enum BarcodeDecoderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `zbar_image_scanner_create` or `zbar_image_create` returned NULL.
    case cannotCreateScanner
    /// `zbar_scan_image` returned a negative status.
    case scanFailed(status: Int)

    public var description: String {
        switch self {
        case .cannotCreateScanner: return "the barcode reader could not start (out of memory?)"
        case .scanFailed(let status): return "the barcode reader failed on this image (ZBar status \(status))"
        }
    }
}

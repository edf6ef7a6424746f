import ScanBarcodeContract
/// One barcode found in an image: what it says and what kind it is.
public struct DecodedBarcode: Sendable, Equatable, CustomStringConvertible {
    public let symbology: Symbology
    public let code: String

    public init(symbology: Symbology, code: String) {
        self.symbology = symbology
        self.code = code
    }

    public var description: String { "\(symbology.displayName) \(code)" }
}

import SDUIContract

/// Scans a barcode, stores the code in the screen's state, then runs `then`
/// (usually a command that sends the code to the server).
///
/// The server says which symbologies it accepts and, optionally, the pattern
/// a valid code matches, so the client can refuse a wrong code before
/// anything is sent.
///
/// ```json
/// {"type": "scanBarcode", "symbologies": ["code128", "qr"], "stateKey": "parcelCode",
///  "pattern": "^3S[A-Z0-9]{8,13}$", "prompt": "Scan the parcel label",
///  "then": {"type": "command", "url": "/v1/commands/scan-and-go/parcel", "stateKeys": ["parcelCode"]}}
/// ```
public struct ScanBarcodeAction: ActionContent {
    public static let typeName: TypeName = "scanBarcode"

    public var symbologies: [Symbology]
    /// Where the scanned code is stored.
    public var stateKey: String
    /// A regular expression the code must match (the server's idea of a valid parcel code).
    public var pattern: String?
    /// Shown while waiting for a scan.
    public var prompt: String?
    /// Runs after a valid code was stored.
    public var then: Action?

    public init(symbologies: [Symbology], stateKey: String, pattern: String? = nil, prompt: String? = nil, then: Action? = nil) {
        self.symbologies = symbologies
        self.stateKey = stateKey
        self.pattern = pattern
        self.prompt = prompt
        self.then = then
    }
}

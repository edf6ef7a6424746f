import SDUIContract

/// Barcode families a scan may accept.
///
/// The server lists the ones a screen takes (`"symbologies": ["code128"]`);
/// an unknown name decodes as `code128`, the parcel-label default, with a
/// diagnostic, rather than failing the whole action.
public enum Symbology: String, TolerantEnum {
    case ean13, upcA, ean8, code128, code39, qr
    public static let defaultCase = Symbology.code128

    /// The name people know it by, for messages ("not a valid EAN-13 code").
    public var displayName: String {
        switch self {
        case .ean13: return "EAN-13"
        case .upcA: return "UPC-A"
        case .ean8: return "EAN-8"
        case .code128: return "Code 128"
        case .code39: return "Code 39"
        case .qr: return "QR"
        }
    }

    /// The digit count of the GS1 retail codes (check digit included); nil for the others.
    public var fixedDigitCount: Int? {
        switch self {
        case .ean13: return 13
        case .upcA: return 12
        case .ean8: return 8
        case .code128, .code39, .qr: return nil
        }
    }

    /// Names a list for messages: "EAN-13, UPC-A or Code 128".
    package static func list(_ symbologies: [Symbology]) -> String {
        let names = symbologies.map(\.displayName)
        guard names.count > 1, let last = names.last else { return names.first ?? "barcode" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

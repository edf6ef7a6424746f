import CZBar
import ScanBarcodeContract

extension Symbology {
    /// The ZBar symbol type that reads this symbology.
    var zbarType: zbar_symbol_type_t {
        switch self {
        case .ean13: return ZBAR_EAN13
        case .upcA: return ZBAR_UPCA
        case .ean8: return ZBAR_EAN8
        case .code128: return ZBAR_CODE128
        case .code39: return ZBAR_CODE39
        case .qr: return ZBAR_QRCODE
        }
    }

    /// The symbology of a ZBar result, or nil for types this module does not map.
    init?(zbarType: zbar_symbol_type_t) {
        switch zbarType {
        case ZBAR_EAN13: self = .ean13
        case ZBAR_UPCA: self = .upcA
        case ZBAR_EAN8: self = .ean8
        case ZBAR_CODE128: self = .code128
        case ZBAR_CODE39: self = .code39
        case ZBAR_QRCODE: self = .qr
        default: return nil
        }
    }
}

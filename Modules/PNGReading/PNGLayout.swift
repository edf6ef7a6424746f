import CPNG

/// What PNGReader makes the pixels into and PNGWriter takes: 8 bits a
/// channel, rows top first, no padding.
public enum PNGLayout: Sendable {
    case gray
    case grayAlpha
    case rgb

    /// libpng's name for it (`PNG_FORMAT_…`).
    var format: png_uint_32 {
        switch self {
        case .gray: return png_uint_32(PNG_FORMAT_GRAY)
        case .grayAlpha: return png_uint_32(PNG_FORMAT_GA)
        case .rgb: return png_uint_32(PNG_FORMAT_RGB)
        }
    }

    public var channels: Int {
        switch self {
        case .gray: return 1
        case .grayAlpha: return 2
        case .rgb: return 3
        }
    }
}

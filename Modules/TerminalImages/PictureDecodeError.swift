/// Why a picture could not be decoded, naming it (its URL).
public enum PictureDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither PNG nor JPEG by its first bytes.
    case unknownFormat(source: String)
    /// Over `PictureLimits`: in bytes or in pixels.
    case tooLarge(source: String, reason: String)
    /// libpng or TurboJPEG refused it, with their reason.
    case malformed(source: String, reason: String)
    /// The file ends before the picture does (a download cut short, a server
    /// that sent part of it): drawing it would show its top and nothing below.
    case incomplete(source: String, reason: String)

    public var description: String {
        switch self {
        case .unknownFormat(let source): return "\(source): not a PNG or JPEG picture"
        case .tooLarge(let source, let reason): return "\(source): too large (\(reason))"
        case .malformed(let source, let reason): return "\(source): cannot be decoded (\(reason))"
        case .incomplete(let source, let reason): return "\(source): incomplete, the file ends before the picture does (\(reason))"
        }
    }
}

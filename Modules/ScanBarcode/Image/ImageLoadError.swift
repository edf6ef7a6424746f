/// Why an image file could not be turned into pixels, with the file's path.
///
/// Each case says what a person can do about it: pick another file, export
/// the photo again, or crop it. None of them is a crash: a truncated or
/// hostile file is an error like any other.
public enum ImageLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `open`/`read` failed; `reason` is the system's message.
    case cannotRead(path: String, reason: String)
    /// A directory, device or pipe.
    case notARegularFile(path: String)
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    /// Neither PNG nor PGM/PPM, judged by the first bytes, not the name.
    case unknownFormat(path: String)
    /// The header announces more pixels than `ImageLimits` allow; nothing was allocated.
    case tooManyPixels(path: String, width: Int, height: Int, maximumPixels: Int, maximumSide: Int)
    /// The header or a sample is invalid; `format` is "PGM", "PPM" or "PNG".
    case malformed(path: String, format: String, reason: String)
    /// The file ends before all the pixel data the header promised; `unit`
    /// is "bytes" for binary formats and "samples" for ASCII ones.
    case truncated(path: String, format: String, expected: Int, found: Int, unit: String)
    /// libpng refused the file; `message` is libpng's own explanation.
    case png(path: String, message: String)

    /// The file the error is about, for callers that show it separately.
    public var path: String {
        switch self {
        case .cannotRead(let path, _), .notARegularFile(let path), .fileTooLarge(let path, _, _),
             .unknownFormat(let path), .tooManyPixels(let path, _, _, _, _), .malformed(let path, _, _),
             .truncated(let path, _, _, _, _), .png(let path, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notARegularFile(let path):
            return "\(path) is not a regular file"
        case .fileTooLarge(let path, let bytes, let limit):
            return "\(path) is \(bytes) bytes; image files over \(limit) bytes are refused"
        case .unknownFormat(let path):
            return "\(path) is not a PNG, PGM or PPM image"
        case .tooManyPixels(let path, let width, let height, let maximumPixels, let maximumSide):
            return "\(path) is \(width) × \(height) pixels; images over \(maximumPixels) pixels "
                + "or \(maximumSide) pixels on a side are refused (crop the photo to the barcode)"
        case .malformed(let path, let format, let reason):
            return "\(path) is not a valid \(format) image: \(reason)"
        case .truncated(let path, let format, let expected, let found, let unit):
            return "\(path) is a truncated \(format) image: its header promises \(expected) \(unit) of pixels, "
                + "the file holds \(found)"
        case .png(let path, let message):
            return "\(path) is a damaged or unsupported PNG image (libpng: \(message))"
        }
    }
}

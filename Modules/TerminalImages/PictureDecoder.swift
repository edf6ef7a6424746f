import PNGReading

/// Decodes a downloaded picture, PNG or JPEG, told apart by its first bytes
/// (never by a URL's extension or a `Content-Type`, which a server can get wrong).
public struct PictureDecoder: Sendable {
    public let limits: PictureLimits

    public init(limits: PictureLimits = .standard) {
        self.limits = limits
    }

    static let pngSignature = PNGReader.signature
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// - Parameters:
    ///   - fitting: the size it will be drawn at, in pixels; a large JPEG is decoded
    ///     at the smallest scale (1/2, 1/4, 1/8) still at least this big, which is
    ///     most of the cost of a photo shown as a thumbnail.
    ///   - source: names the picture in errors (its URL).
    public func decode(_ bytes: [UInt8], fitting: (width: Int, height: Int)? = nil, source: String) throws(PictureDecodeError) -> Picture {
        guard bytes.count <= limits.maximumBytes else {
            throw .tooLarge(source: source, reason: "\(bytes.count) bytes is over the limit of \(limits.maximumBytes)")
        }
        if bytes.starts(with: Self.pngSignature) {
            return try PNGPictureDecoder(limits: limits).decode(bytes, source: source)
        }
        if bytes.starts(with: Self.jpegSignature) {
            return try JPEGPictureDecoder(limits: limits).decode(bytes, fitting: fitting, source: source)
        }
        throw .unknownFormat(source: source)
    }
}

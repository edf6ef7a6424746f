/// Turns an image file into gray pixels: PNG through libpng, PGM and PPM
/// by hand, chosen by the file's first bytes (not its name, which a dragged
/// file may not have).
///
/// ```swift
/// let image = try ImageLoader().load(path: "/home/ada/label.png")
/// let codes = try BarcodeDecoder().decode(image, accepting: [.code128])
/// ```
public struct ImageLoader: Sendable {
    public let limits: ImageLimits

    public init(limits: ImageLimits = .standard) {
        self.limits = limits
    }

    /// Reads and decodes the file at `path`; every failure names the path.
    public func load(path: String) throws(ImageLoadError) -> GrayImage {
        let bytes = try ImageFileReader.read(path: path, limit: limits.maximumFileBytes)
        return try decode(bytes, source: path)
    }

    /// Decodes bytes already in memory; `source` names them in errors.
    public func decode(_ bytes: [UInt8], source: String) throws(ImageLoadError) -> GrayImage {
        if bytes.starts(with: PNGDecoder.signature) {
            return try PNGDecoder(limits: limits).decode(bytes, source: source)
        }
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "P"),
           [UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "5"), UInt8(ascii: "6")].contains(bytes[1]) {
            return try NetpbmDecoder(limits: limits).decode(bytes, source: source)
        }
        throw .unknownFormat(path: source)
    }
}

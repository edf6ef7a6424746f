/// How large a downloaded picture may be before it is refused.
///
/// Checked against the response's size and the file's header **before** any
/// pixel buffer is allocated: a 200-byte file that claims 60,000 × 60,000
/// pixels is refused with its numbers, not decoded into 10 GB. The defaults
/// take any photo a server should send to a terminal.
public struct PictureLimits: Sendable, Equatable {
    public var maximumPixels: Int
    public var maximumSide: Int
    public var maximumBytes: Int

    public init(maximumPixels: Int = 24_000_000, maximumSide: Int = 8_192, maximumBytes: Int = 16 << 20) {
        self.maximumPixels = maximumPixels
        self.maximumSide = maximumSide
        self.maximumBytes = maximumBytes
    }

    public static let standard = PictureLimits()

    func check(width: Int, height: Int, source: String) throws(PictureDecodeError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0 else { throw .malformed(source: source, reason: "the picture is \(width) × \(height) pixels") }
        if overflow || pixels > maximumPixels || width > maximumSide || height > maximumSide {
            throw .tooLarge(source: source, reason: "\(width) × \(height) pixels is over the limit of \(maximumPixels) pixels and \(maximumSide) a side")
        }
    }
}

/// How large an image file may be before it is refused.
///
/// Checked from the file's size and its header **before** any pixel buffer
/// is allocated, so a tiny file that claims to be 20,000 × 20,000 pixels
/// (1.6 GB as RGBA) is refused with a message instead of exhausting memory
/// on a phone-sized clip. The defaults take any photo of a label a phone
/// makes (50 megapixels, sides up to 16,384) and files up to 64 MiB.
public struct ImageLimits: Sendable, Equatable {
    /// Width × height.
    public var maximumPixels: Int
    /// The longest side, either way.
    public var maximumSide: Int
    /// Bytes read from disk.
    public var maximumFileBytes: Int

    public init(maximumPixels: Int = 50_000_000, maximumSide: Int = 16_384, maximumFileBytes: Int = 64 << 20) {
        self.maximumPixels = maximumPixels
        self.maximumSide = maximumSide
        self.maximumFileBytes = maximumFileBytes
    }

    public static let standard = ImageLimits()

    /// Throws `tooManyPixels` for a header whose size is over the limits (or overflows).
    func check(width: Int, height: Int, source: String) throws(ImageLoadError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maximumPixels || width > maximumSide || height > maximumSide {
            throw .tooManyPixels(path: source, width: width, height: height,
                                 maximumPixels: maximumPixels, maximumSide: maximumSide)
        }
    }
}

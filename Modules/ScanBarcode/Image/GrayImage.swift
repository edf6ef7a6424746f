/// An 8-bit grayscale image, rows top to bottom, one byte per pixel
/// (0 black, 255 white): the `Y800` layout ZBar reads.
///
/// Every loader converts to this one form, so the decoder has a single input
/// and tests can build images in memory without touching files.
public struct GrayImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height` bytes, row-major.
    public private(set) var pixels: [UInt8]

    /// Nil when `pixels` does not hold exactly `width × height` bytes or a side is not positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count == pixels.count else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A uniform image (a blank page is `GrayImage(width:height:filledWith: 255)`).
    /// Sides below 1 are raised to 1.
    public init(width: Int, height: Int, filledWith value: UInt8) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = [UInt8](repeating: value, count: self.width * self.height)
    }

    /// The pixel in column `x`, row `y` (both in range; callers iterate the image's own bounds).
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

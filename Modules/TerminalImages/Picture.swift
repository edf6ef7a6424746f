/// A decoded picture: 8-bit RGB pixels, row by row, top first.
///
/// Transparency is composited onto the terminal's background colour when the
/// picture is decoded, so drawing never has to know about alpha.
public struct Picture: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height × 3` bytes: red, green, blue.
    public let pixels: [UInt8]

    /// Nil unless `pixels` holds exactly `width × height` RGB pixels of a non-empty picture.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`), which must be inside the picture.
    func pixel(_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }
}

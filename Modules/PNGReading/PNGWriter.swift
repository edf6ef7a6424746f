import CPNG

/// Writes pixels as a PNG file with libpng's simplified API: pictures made
/// on the spot for tests, benchmarks and kitty's graphics protocol.
public enum PNGWriter {
    /// Why no file was written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// `width × height × layout.channels` bytes, rows top first, as a PNG file.
    public static func write(width: Int, height: Int, layout: PNGLayout, pixels: [UInt8]) throws(Failure) -> [UInt8] {
        guard width > 0, height > 0, pixels.count == width * height * layout.channels else {
            throw Failure(description: "\(pixels.count) bytes are not \(width) × \(height) pixels of \(layout.channels) channels")
        }
        let library = try PNGLibrary.shared.mapError { Failure(description: $0.description) }.get()
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = layout.format
        defer { library.free(&image) }
        let stride = png_int_32(width * layout.channels)
        var size = 0
        // The first call only measures.
        guard pixels.withUnsafeBytes({ library.writeToMemory(&image, nil, &size, 0, $0.baseAddress, stride, nil) }) != 0 else {
            throw Failure(description: "libpng refused the picture: \(PNGReader.message(of: image))")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes { output in
            pixels.withUnsafeBytes { library.writeToMemory(&image, output.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
        }
        guard written != 0 else { throw Failure(description: "libpng could not write the picture: \(PNGReader.message(of: image))") }
        return Array(bytes.prefix(size))
    }
}

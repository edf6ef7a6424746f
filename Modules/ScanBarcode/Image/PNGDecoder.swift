import CPNG

/// Reads PNG files with libpng's simplified `png_image` API, straight into
/// 8-bit gray.
///
/// libpng handles every colour type, bit depth, palette, gamma and
/// interlacing a camera or screenshot tool produces, and validates every
/// chunk's CRC, so a damaged file is an error with libpng's explanation
/// rather than garbage pixels. The header is read first
/// (`png_image_begin_read_from_memory`) and its size checked against
/// `ImageLimits` before the buffer is allocated. Transparent pixels are
/// composited onto white, the background of a printed label.
struct PNGDecoder {
    let limits: ImageLimits

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func decode(_ bytes: [UInt8], source: String) throws(ImageLoadError) -> GrayImage {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.opaque = nil
        // Frees libpng's state on every path; harmless after finish_read already did.
        defer { png_image_free(&image) }

        let begun = bytes.withUnsafeBytes { buffer in
            png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard begun != 0 else { throw .png(path: source, message: Self.message(of: image)) }

        let width = Int(image.width)
        let height = Int(image.height)
        try limits.check(width: width, height: height, source: source)

        image.format = png_uint_32(PNG_FORMAT_GRAY)
        var pixels = [UInt8](repeating: 255, count: width * height)
        var white = png_color(red: 255, green: 255, blue: 255)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, &white, buffer.baseAddress, png_int_32(width), nil)
        }
        guard finished != 0 else { throw .png(path: source, message: Self.message(of: image)) }
        guard let gray = GrayImage(width: width, height: height, pixels: pixels) else {
            throw .malformed(path: source, format: "PNG", reason: "the size \(width) × \(height) is empty")
        }
        return gray
    }

    /// libpng's message for the last failure (a fixed 64-byte C string inside `png_image`).
    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "unknown error" : text
    }
}

import CPNG

/// PNG through libpng's simplified `png_image` API, into 8-bit RGB: every
/// colour type, bit depth, palette and interlacing, with each chunk's CRC
/// checked; transparency composited onto black, a terminal's usual background.
struct PNGPictureDecoder {
    let limits: PictureLimits

    func decode(_ bytes: [UInt8], source: String) throws(PictureDecodeError) -> Picture {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.opaque = nil
        defer { png_image_free(&image) }
        let begun = bytes.withUnsafeBytes { buffer in
            png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard begun != 0 else { throw .malformed(source: source, reason: Self.message(of: image)) }
        let width = Int(image.width)
        let height = Int(image.height)
        try limits.check(width: width, height: height, source: source)
        image.format = png_uint_32(PNG_FORMAT_RGB)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var black = png_color(red: 0, green: 0, blue: 0)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, &black, buffer.baseAddress, png_int_32(width * 3), nil)
        }
        guard finished != 0 else { throw .malformed(source: source, reason: Self.message(of: image)) }
        guard let picture = Picture(width: width, height: height, pixels: pixels) else {
            throw .malformed(source: source, reason: "the picture is empty")
        }
        return picture
    }

    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng gave no reason" : "libpng: " + text
    }
}

import CPNG

/// Reads a PNG file with libpng's simplified `png_image` API, for the barcode
/// scanner (8-bit gray) and the terminal's pictures (RGB) alike.
///
/// libpng handles every colour type, bit depth, palette, gamma and
/// interlacing, checks each chunk's CRC, and reports failures in a message
/// rather than by longjmp, so Swift never meets its setjmp error handling.
/// The header is read first and offered to `checking` (the caller's size
/// limits, which throw the caller's own error) before any pixel buffer is allocated; the file's bytes are only
/// used inside one call, as libpng reads them in place. libpng itself is
/// opened on the first read (`PNGLibrary`).
public enum PNGReader {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public enum Outcome {
        /// `width × height × channels` bytes, rows top first.
        case pixels(width: Int, height: Int, [UInt8])
        /// libpng's own words (possibly empty) for a file it cannot read, or
        /// why libpng could not be opened.
        case failed(String)
    }

    /// - Parameters:
    ///   - background: what transparent pixels are composited onto.
    ///   - checking: the caller's verdict on the header's width and height; what it throws, `read` throws.
    public static func read<Refusal: Error>(
        _ bytes: [UInt8], as layout: PNGLayout, background: (red: UInt8, green: UInt8, blue: UInt8),
        checking: (_ width: Int, _ height: Int) throws(Refusal) -> Void
    ) throws(Refusal) -> Outcome {
        let library: PNGLibrary
        switch PNGLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let unavailable): return .failed(unavailable.description)
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.opaque = nil
        // Frees libpng's state on every path; harmless after finish_read already did.
        defer { library.free(&image) }
        // One `withUnsafeBytes` for the whole read (libpng keeps the pointer), which rethrows
        // untyped errors only: the refusal comes out as a `Result`.
        let result = bytes.withUnsafeBytes { buffer -> Result<Outcome, Refusal> in
            guard library.beginReadFromMemory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .success(.failed(message(of: image)))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            do throws(Refusal) {
                try checking(width, height)
            } catch {
                return .failure(error)
            }
            image.format = layout.format
            var pixels = [UInt8](repeating: 0, count: width * height * layout.channels)
            var color = png_color(red: background.red, green: background.green, blue: background.blue)
            let finished = pixels.withUnsafeMutableBytes { output in
                library.finishRead(&image, &color, output.baseAddress, png_int_32(width * layout.channels), nil)
            }
            guard finished != 0 else { return .success(.failed(message(of: image))) }
            return .success(.pixels(width: width, height: height, pixels))
        }
        return try result.get()
    }

    /// libpng's message for the last failure (a fixed 64-byte C string inside `png_image`).
    static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

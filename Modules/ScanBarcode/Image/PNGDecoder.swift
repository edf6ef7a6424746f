import PNGReading

/// Reads PNG files (`PNGReader`) straight into 8-bit gray. A damaged file is
/// an error with libpng's explanation rather than garbage pixels; the size
/// is checked against `ImageLimits` from the header, before the buffer is
/// allocated. Transparent pixels are composited onto white, the background
/// of a printed label.
struct PNGDecoder {
    let limits: ImageLimits

    static let signature = PNGReader.signature

    func decode(_ bytes: [UInt8], source: String) throws(ImageLoadError) -> GrayImage {
        let outcome = try PNGReader.read(bytes, as: .gray, background: (255, 255, 255)) {
            width, height throws(ImageLoadError) in try limits.check(width: width, height: height, source: source)
        }
        switch outcome {
        case .failed(let message):
            throw .png(path: source, message: message.isEmpty ? "unknown error" : message)
        case .pixels(let width, let height, let pixels):
            guard let gray = GrayImage(width: width, height: height, pixels: pixels) else {
                throw .malformed(path: source, format: "PNG", reason: "the size \(width) × \(height) is empty")
            }
            return gray
        }
    }
}

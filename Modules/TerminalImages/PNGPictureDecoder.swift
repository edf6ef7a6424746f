import PNGReading

/// PNG into 8-bit RGB (`PNGReader`), transparency composited onto black, a
/// terminal's usual background; the size checked against `PictureLimits`
/// from the header, and a file cut short refused before libpng sees it
/// (`PNGCompleteness`).
struct PNGPictureDecoder {
    let limits: PictureLimits

    func decode(_ bytes: [UInt8], source: String) throws(PictureDecodeError) -> Picture {
        if let missing = PNGCompleteness.missing(in: bytes) { throw .incomplete(source: source, reason: missing) }
        let outcome = try PNGReader.read(bytes, as: .rgb, background: (0, 0, 0)) {
            width, height throws(PictureDecodeError) in try limits.check(width: width, height: height, source: source)
        }
        switch outcome {
        case .failed(let message):
            throw .malformed(source: source, reason: message.isEmpty ? "libpng gave no reason" : "libpng: " + message)
        case .pixels(let width, let height, let pixels):
            guard let picture = Picture(width: width, height: height, pixels: pixels) else {
                throw .malformed(source: source, reason: "the picture is empty")
            }
            return picture
        }
    }
}

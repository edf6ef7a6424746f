import CTurboJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API, into 8-bit RGB, at the
/// smallest DCT scale that still covers the size it is drawn at.
struct JPEGPictureDecoder {
    let limits: PictureLimits

    func decode(_ bytes: [UInt8], fitting: (width: Int, height: Int)?, source: String) throws(PictureDecodeError) -> Picture {
        guard let handle = tjInitDecompress() else { throw .malformed(source: source, reason: "TurboJPEG could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .malformed(source: source, reason: Self.message(handle)) }
        try limits.check(width: Int(width), height: Int(height), source: source)

        let (scaledWidth, scaledHeight) = Self.scaled(width: Int(width), height: Int(height), fitting: fitting)
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 3)
        let decoded = bytes.withUnsafeBufferPointer { jpeg in
            pixels.withUnsafeMutableBufferPointer { output in
                // TJFLAG_LIMITSCANS: a progressive JPEG with hundreds of scans (a known way to make a tiny
                // file take minutes) is refused instead of decoded.
                tjDecompress2(handle, jpeg.baseAddress, UInt(jpeg.count), output.baseAddress, Int32(scaledWidth),
                              Int32(scaledWidth * 3), Int32(scaledHeight), Int32(TJPF_RGB.rawValue), Int32(TJFLAG_LIMITSCANS))
            }
        }
        if decoded != 0 {
            try Self.refuse(warning: tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue), message: Self.message(handle),
                            bytes: bytes, source: source)
        }
        guard let picture = Picture(width: scaledWidth, height: scaledHeight, pixels: pixels) else {
            throw .malformed(source: source, reason: "the picture is empty")
        }
        return picture
    }

    /// The smallest of TurboJPEG's scales (1/8 to 1) at which the picture still covers `fitting`.
    static func scaled(width: Int, height: Int, fitting: (width: Int, height: Int)?) -> (Int, Int) {
        guard let fitting, fitting.width > 0, fitting.height > 0 else { return (width, height) }
        var best = (width, height)
        for denominator in [2, 4, 8] {
            let scaledWidth = (width + denominator - 1) / denominator
            let scaledHeight = (height + denominator - 1) / denominator
            guard scaledWidth >= fitting.width, scaledHeight >= fitting.height else { break }
            best = (scaledWidth, scaledHeight)
        }
        return best
    }

    /// Whether a failed decompression still gave the whole picture; throws when it did not.
    ///
    /// An error is never a picture. A warning usually means libjpeg made up what
    /// it could not read (a truncated file decodes to gray below the cut, a
    /// corrupt one to smeared blocks): refused too, as `.incomplete` when the
    /// file lacks its end marker. The one warning that replaces nothing, stray
    /// bytes between segments ("extraneous bytes before marker"), is let through.
    static func refuse(warning: Bool, message: String, bytes: [UInt8], source: String) throws(PictureDecodeError) {
        guard warning else { throw .malformed(source: source, reason: message) }
        if message.contains("extraneous bytes before marker") { return }
        guard bytes.suffix(2).elementsEqual([0xFF, 0xD9]) else { throw .incomplete(source: source, reason: message) }
        throw .malformed(source: source, reason: message)
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "TurboJPEG gave no reason" }
        return "TurboJPEG: " + String(cString: text)
    }
}

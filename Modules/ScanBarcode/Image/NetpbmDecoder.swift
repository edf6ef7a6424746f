/// Reads the Netpbm gray and colour formats by hand: `P2` (ASCII PGM),
/// `P5` (binary PGM), `P3` (ASCII PPM) and `P6` (binary PPM), 8 or 16 bits
/// per sample, into 8-bit gray.
///
/// The formats are a few lines of header and raw samples, so a library would
/// add more than it saves. The header's size is checked against
/// `ImageLimits` before the pixel buffer exists; missing data is a
/// `truncated` error that says how much was promised and how much is there.
/// Colour becomes gray with the ITU-R BT.601 weights (what ZBar itself uses).
struct NetpbmDecoder {
    let limits: ImageLimits

    private enum Encoding { case ascii, binary }

    func decode(_ bytes: [UInt8], source: String) throws(ImageLoadError) -> GrayImage {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P") else { throw .unknownFormat(path: source) }
        let channels: Int
        let encoding: Encoding
        switch bytes[1] {
        case UInt8(ascii: "2"): (channels, encoding) = (1, .ascii)
        case UInt8(ascii: "5"): (channels, encoding) = (1, .binary)
        case UInt8(ascii: "3"): (channels, encoding) = (3, .ascii)
        case UInt8(ascii: "6"): (channels, encoding) = (3, .binary)
        default: throw .unknownFormat(path: source)
        }
        let format = channels == 1 ? "PGM" : "PPM"
        var reader = HeaderReader(bytes: bytes, position: 2, source: source, format: format)

        let width = try reader.number(named: "width")
        let height = try reader.number(named: "height")
        let maxValue = try reader.number(named: "maximum value")
        guard width > 0, height > 0 else {
            throw .malformed(path: source, format: format, reason: "the size \(width) × \(height) is empty")
        }
        guard (1...65535).contains(maxValue) else {
            throw .malformed(path: source, format: format, reason: "the maximum value \(maxValue) is not between 1 and 65535")
        }
        try limits.check(width: width, height: height, source: source)

        let pixelCount = width * height
        switch encoding {
        case .binary:
            let bytesPerSample = maxValue < 256 ? 1 : 2
            let expected = pixelCount * channels * bytesPerSample
            // Exactly one whitespace byte separates the header from the samples.
            guard reader.position < bytes.count else {
                throw .truncated(path: source, format: format, expected: expected, found: 0, unit: "bytes")
            }
            guard HeaderReader.isWhitespace(bytes[reader.position]) else {
                throw .malformed(path: source, format: format, reason: "expected one whitespace byte after the maximum value")
            }
            let start = reader.position + 1
            let available = bytes.count - start
            guard available >= expected else {
                throw .truncated(path: source, format: format, expected: expected, found: available, unit: "bytes")
            }
            return try Self.convert(width: width, height: height, channels: channels, maxValue: maxValue,
                                    source: source, format: format) { index in
                if bytesPerSample == 1 { return Int(bytes[start + index]) }
                let offset = start + 2 * index
                return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            }
        case .ascii:
            // Read straight into the pixels: no intermediate array of samples.
            var pixels = [UInt8](repeating: 0, count: pixelCount)
            var read = 0
            var sample = [0, 0, 0]
            for pixel in 0..<pixelCount {
                for channel in 0..<channels {
                    guard let value = try reader.optionalNumber(named: "sample") else {
                        throw .truncated(path: source, format: format, expected: pixelCount * channels,
                                         found: read, unit: "samples")
                    }
                    guard value <= maxValue else { throw Self.sampleError(value, maxValue, pixel, source, format) }
                    sample[channel] = value
                    read += 1
                }
                pixels[pixel] = Self.gray(sample, channels: channels, maxValue: maxValue)
            }
            return GrayImage(width: width, height: height, pixels: pixels)
                ?? GrayImage(width: width, height: height, filledWith: 255)
        }
    }

    /// Scales binary samples to 0...255 and mixes colour to gray; a sample over the maximum is an error.
    private static func convert(
        width: Int, height: Int, channels: Int, maxValue: Int, source: String, format: String,
        sample: (Int) -> Int
    ) throws(ImageLoadError) -> GrayImage {
        var pixels = [UInt8](repeating: 0, count: width * height)
        var values = [0, 0, 0]
        for pixel in 0..<pixels.count {
            for channel in 0..<channels {
                let value = sample(channels * pixel + channel)
                guard value <= maxValue else { throw sampleError(value, maxValue, pixel, source, format) }
                values[channel] = value
            }
            pixels[pixel] = gray(values, channels: channels, maxValue: maxValue)
        }
        return GrayImage(width: width, height: height, pixels: pixels)
            ?? GrayImage(width: width, height: height, filledWith: 255)
    }

    /// One pixel's samples as 8-bit gray: BT.601 luma for colour, scaled from `maxValue`.
    private static func gray(_ samples: [Int], channels: Int, maxValue: Int) -> UInt8 {
        let value = channels == 1
            ? samples[0]
            : (299 * samples[0] + 587 * samples[1] + 114 * samples[2] + 500) / 1000
        return UInt8(clamping: (value * 255 + maxValue / 2) / maxValue)
    }

    private static func sampleError(_ value: Int, _ maxValue: Int, _ pixel: Int, _ source: String, _ format: String) -> ImageLoadError {
        .malformed(path: source, format: format, reason: "pixel \(pixel) has the value \(value), over the maximum \(maxValue)")
    }
}

/// Decimal numbers separated by whitespace and `#` comments, as Netpbm headers (and ASCII samples) are written.
private struct HeaderReader {
    let bytes: [UInt8]
    var position: Int
    let source: String
    let format: String

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    mutating func number(named name: String) throws(ImageLoadError) -> Int {
        guard let value = try optionalNumber(named: name) else {
            throw .malformed(path: source, format: format, reason: "the header ends before its \(name)")
        }
        return value
    }

    /// The next number, or nil at the end of the bytes.
    mutating func optionalNumber(named name: String) throws(ImageLoadError) -> Int? {
        skipWhitespaceAndComments()
        guard position < bytes.count else { return nil }
        var value = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            digits += 1
            position += 1
            // Nine digits are already a billion, far past any limit.
            guard digits <= 9 else {
                throw .malformed(path: source, format: format, reason: "the \(name) has too many digits")
            }
        }
        guard digits > 0 else {
            throw .malformed(path: source, format: format,
                             reason: "expected the \(name) as a decimal number at byte \(position)")
        }
        if position < bytes.count, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: "#") {
            throw .malformed(path: source, format: format,
                             reason: "unexpected byte 0x\(String(bytes[position], radix: 16)) after the \(name) at byte \(position)")
        }
        return value
    }

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "#") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }
}

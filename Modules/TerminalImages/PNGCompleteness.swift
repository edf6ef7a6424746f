import PNGReading

/// Whether a PNG file holds all of itself: every chunk whole, up to its `IEND`.
///
/// libpng reads a file cut inside its image data as far as it goes, and its
/// message ("read beyond end of data") does not say the download was cut;
/// walking the chunks' lengths first (no pixel is touched, a few dozen bytes
/// read) tells a truncated file from a broken picture, and names where it ends.
enum PNGCompleteness {
    /// Why `bytes` is not a whole PNG, or nil when every chunk is whole and the last is `IEND`,
    /// or when the chunks are not a PNG's at all (libpng then says what is wrong). Assumes the
    /// signature was checked.
    static func missing(in bytes: [UInt8]) -> String? {
        var offset = PNGReader.signature.count
        var first = true
        while true {
            // Length (4), type (4), data (length), CRC (4).
            guard bytes.count - offset >= 8 else {
                return "it ends after \(bytes.count) bytes, before its IEND chunk"
            }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeBytes = bytes[offset + 4..<offset + 8]
            // Not a chunk as PNG writes them (the first is IHDR, every type four ASCII letters,
            // a length below 2^31): garbage rather than a cut file, left to libpng.
            guard length <= Int(Int32.max), typeBytes.allSatisfy(Self.isLetter) else { return nil }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard !first || type == "IHDR" else { return nil }
            first = false
            let (end, overflow) = (offset + 8).addingReportingOverflow(length + 4)
            guard !overflow, end <= bytes.count else {
                return "it ends inside its \(type) chunk, \(bytes.count - offset) of the chunk's \(length + 12) bytes"
            }
            if type == "IEND" { return nil }
            offset = end
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

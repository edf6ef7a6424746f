extension JSONScanner {
    /// The offset of the first byte at or after `start` that ends a run of
    /// plain string text: a quote, a backslash, a control character or a
    /// non-ASCII byte (or the end of the input).
    ///
    /// Strings are most of a screen document's bytes, so this looks at eight
    /// bytes at a time (the SWAR zero-byte test: `(v - 0x01…) & ~v & 0x80…`
    /// marks the lowest byte of `v` that is zero exactly), before finishing
    /// byte by byte (what it saved is in docs/json.md).
    @inline(__always)
    func plainRunEnd(from start: Int) -> Int {
        var offset = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while offset &+ 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                var marks = word & highs                                      // 0x80 and above
                marks |= (word &- ones &* 0x20) & ~word & highs               // below 0x20
                marks |= (quote &- ones) & ~quote & highs                     // '"'
                marks |= (backslash &- ones) & ~backslash & highs             // '\'
                if marks != 0 { return offset &+ marks.trailingZeroBitCount / 8 }
                offset &+= 8
            }
        }
        while offset < count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return offset }
            offset += 1
        }
        return count
    }

    /// Reads a string with raw non-ASCII text and no escapes in one pass:
    /// from `start` (after the quote) to the closing quote, validated and made
    /// by the standard library in one go. Nil when the string has an escape
    /// or a control character, or is not valid UTF-8: the caller then reads
    /// it byte by byte, which also finds the exact offset of an error.
    /// `index` is left after the closing quote on success and untouched otherwise.
    @inline(__always)
    mutating func rawUTF8String(from start: Int, firstStop: Int) -> String? {
        var offset = firstStop
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                else { return nil }
                index = offset + 1
                return text
            }
            if byte < 0x80 { return nil }   // a backslash or a control character
            offset = plainRunEnd(from: offset + 1)
        }
        return nil
    }
}

extension JSONScanner {
    /// Parses a string starting at its opening quote.
    ///
    /// Plain ASCII without escapes (most keys and values in screen documents)
    /// becomes a `String` straight from the input buffer; anything else goes
    /// through the validating slow path.
    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        index = plainRunEnd(from: start)
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let text = jsonASCIIString(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            index += 1
            lastStringWasPlainASCII = true
            return text
        }
        lastStringWasPlainASCII = false
        if index < bytes.count, bytes[index] >= 0x80, let text = rawUTF8String(from: start, firstStop: index) { return text }
        return try parseStringSlowly(from: start)
    }

    /// Parses an object's key starting at its opening quote: a short plain
    /// one comes from `keyCache`, anything else is read as any string is.
    /// (Such a key's plain run is then scanned twice; keys are rarely that
    /// long, so the first scan's end is not handed on.)
    @inline(__always)
    mutating func parseKey() throws(JSONParseError) -> String {
        guard let keyCache, let base = bytes.baseAddress else { return try parseString() }
        let start = index + 1
        let end = plainRunEnd(from: start)
        let count = end - start
        // The cache reads two whole words from `start`; near the end of the input it is skipped.
        guard count <= 15, start + 16 <= bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try parseString() }
        index = end + 1
        lastStringWasPlainASCII = true
        return keyCache.key(at: UnsafeRawPointer(base + start), count: count)
    }

    mutating func parseStringSlowly(from start: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let runStart = index
            index = plainRunEnd(from: index)
            if index > runStart {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape()
            case 0..<0x20:
                throw error(.controlCharacterInString(byte), at: index)
            default:
                try copyUTF8Sequence()
            }
        }
        throw error(.unexpectedEndOfInput, at: bytes.count)
    }

    /// Decodes one escape sequence at `index` (the backslash) into `scratch`.
    private mutating func parseEscape() throws(JSONParseError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad()
            let scalarValue: UInt32
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                      bytes[index + 1] == UInt8(ascii: "u")
                else { throw error(.loneSurrogate(unit), at: escapeStart) }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error(.loneSurrogate(unit), at: escapeStart) }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw error(.loneSurrogate(unit), at: escapeStart)
            default:
                scalarValue = UInt32(unit)
            }
            appendUTF8(scalarValue)
        default:
            throw error(.invalidEscape(byte), at: escapeStart)
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw error(.unexpectedEndOfInput, at: bytes.count) }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.invalidUnicodeEscape, at: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (scalar >> 6)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (scalar >> 12)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (scalar >> 18)))
            scratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// Validates one multi-byte UTF-8 sequence at `index` (Unicode Table 3-7) and copies it.
    private mutating func copyUTF8Sequence() throws(JSONParseError) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error(.invalidUTF8, at: index)
        }
        guard index + length <= bytes.count else { throw error(.invalidUTF8, at: index) }
        guard secondRange.contains(bytes[index + 1]) else { throw error(.invalidUTF8, at: index) }
        var offset = 2
        while offset < length {
            guard (0x80...0xBF).contains(bytes[index + offset]) else { throw error(.invalidUTF8, at: index) }
            offset += 1
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
        index += length
    }
}

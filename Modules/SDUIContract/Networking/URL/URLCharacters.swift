/// The byte classes of RFC 3986 that `WebURL` checks, written over UTF-8
/// bytes so the clip links no `_StringProcessing`.
enum URLCharacters {
    /// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, isAlpha(first) else { return false }
        return text.utf8.allSatisfy { isAlpha($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    /// Why `text` is not a valid URL part, or nil when it is: every byte must
    /// be a pchar (unreserved, sub-delims, `:` or `@`), one of `extra`, or a
    /// complete percent escape.
    static func problem(in text: Substring, allowing extra: String, part: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 {  // %
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return "the \(part) has an incomplete percent escape"
                }
                index += 3
                continue
            }
            guard isUnreserved(byte) || isSubDelimiter(byte) || byte == 0x3A || byte == 0x40 || extra.utf8.contains(byte) else {
                return "the \(part) contains '\(Character(Unicode.Scalar(byte)))', which must be percent-encoded"
            }
            index += 1
        }
        return nil
    }

    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

    /// ALPHA / DIGIT / "-" / "." / "_" / "~"
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
    }

    /// "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x24, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D: return true
        default: return false
        }
    }
}

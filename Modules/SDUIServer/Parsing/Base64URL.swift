/// base64url without padding (RFC 4648 §5), read in its canonical form only.
///
/// The decoder refuses what a lenient one would take as the same bytes: `=`
/// padding, `+` and `/`, a length that leaves one lone character, and a last
/// character whose unused low bits are not zero. So each byte string has
/// exactly one accepted text, and a signed token cannot be respelled into
/// another string the server takes as the same token (a second cache key, a
/// second replay). Foundation-free, so the fuzz harness compiles it as it is.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The characters of `bytes`, without padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let b0 = bytes[index]
            let b1 = remaining > 1 ? bytes[index + 1] : 0
            let b2 = remaining > 2 ? bytes[index + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            if remaining > 1 { out.append(alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)]) }
            if remaining > 2 { out.append(alphabet[Int(b2 & 0x3F)]) }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Why a text is not canonical base64url.
    enum DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// A byte outside `A–Z a–z 0–9 - _` (padding included), at this offset.
        case character(offset: Int)
        /// A length of 4n+1: one character holds no whole byte.
        case length(Int)
        /// The last character's unused low bits are not zero.
        case trailingBits

        var description: String {
            switch self {
            case .character(let offset): return "a character outside base64url at offset \(offset)"
            case .length(let count): return "\(count) characters cannot be base64url (one too many or too few)"
            case .trailingBits: return "the last character's unused bits are not zero (not the canonical spelling)"
            }
        }
    }

    /// The bytes of `text`, or why it is not the one canonical spelling of any.
    static func decode(_ text: Substring) throws(DecodingError) -> [UInt8] {
        let characters = Array(text.utf8)
        guard characters.count % 4 != 1 else { throw .length(characters.count) }
        var values: [UInt8] = []
        values.reserveCapacity(characters.count)
        for (offset, character) in characters.enumerated() {
            guard let value = sextet(character) else { throw .character(offset: offset) }
            values.append(value)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3 / 4)
        var index = 0
        while index < values.count {
            let remaining = values.count - index
            let v0 = values[index], v1 = values[index + 1]
            let v2: UInt8 = remaining > 2 ? values[index + 2] : 0
            let v3: UInt8 = remaining > 3 ? values[index + 3] : 0
            bytes.append(v0 << 2 | v1 >> 4)
            if remaining > 2 { bytes.append((v1 & 0x0F) << 4 | v2 >> 2) }
            if remaining > 3 { bytes.append((v2 & 0x03) << 6 | v3) }
            // The bits a short group leaves over must be zero, or another text means the same bytes.
            if remaining == 2, v1 & 0x0F != 0 { throw .trailingBits }
            if remaining == 3, v2 & 0x03 != 0 { throw .trailingBits }
            index += 4
        }
        return bytes
    }

    private static func sextet(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): return 62
        case UInt8(ascii: "_"): return 63
        default: return nil
        }
    }
}

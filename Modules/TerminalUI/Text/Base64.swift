/// Standard Base64 with padding (RFC 4648): what terminal escape sequences
/// carry binary in (OSC 52's clipboard text, kitty's pictures).
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let value = UInt32(bytes[index]) << 16 | (count > 1 ? UInt32(bytes[index + 1]) << 8 : 0)
                | (count > 2 ? UInt32(bytes[index + 2]) : 0)
            out.append(alphabet[Int(value >> 18 & 0x3F)])
            out.append(alphabet[Int(value >> 12 & 0x3F)])
            out.append(count > 1 ? alphabet[Int(value >> 6 & 0x3F)] : UInt8(ascii: "="))
            out.append(count > 2 ? alphabet[Int(value & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}

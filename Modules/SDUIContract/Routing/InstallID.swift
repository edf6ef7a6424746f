/// A random id for one installation of a client, sent with every request as
/// `SDUI-Install-ID`, so the server can put the same person in the same
/// experiment variant and rollout share on every instance, every time,
/// without knowing who they are. The full client keeps one in its data
/// folder; the clip, which keeps nothing, makes one per launch.
public struct InstallID: Sendable, Equatable, CustomStringConvertible {
    public static let headerName = APIHeader.installID
    /// What a server accepts: 16 to 64 ASCII letters, digits, `-` or `_`.
    public static let lengths = 16...64

    public let value: String

    /// Nil unless `text` is 16 to 64 ASCII letters, digits, `-` or `_`.
    public init?(validating text: String) {
        guard Self.lengths.contains(text.utf8.count) else { return nil }
        for byte in text.utf8 where !Self.isAllowed(byte) { return nil }
        value = text
    }

    /// 128 random bits from the system's secure generator, as 32 hex digits.
    public static func random() -> InstallID {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for _ in 0..<2 {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                text.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return InstallID(checked: String(decoding: text, as: UTF8.self))
    }

    private init(checked value: String) {
        self.value = value
    }

    public var description: String { value }

    @inline(__always)
    static func isAllowed(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}

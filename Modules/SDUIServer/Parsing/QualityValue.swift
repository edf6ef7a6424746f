/// An HTTP weight (`q=` of `Accept-Language`, `Accept-Encoding`; RFC 9110
/// §12.4.2), in thousandths: `0` or `1`, with up to three decimals.
///
/// Read by its grammar, not by `Double(_:)`, which would also take `nan`,
/// `-0`, `1e0` or `0x1p-2`: a weight a client spells in some other way is
/// no weight at all.
enum QualityValue {
    /// 0…1000, or nil when `text` is not a weight.
    static func thousandths<Text: StringProtocol>(_ text: Text) -> Int? {
        let bytes = Array(text.utf8)
        guard let whole = bytes.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        guard bytes.count > 1 else { return whole == UInt8(ascii: "1") ? 1000 : 0 }
        // "0." and "1." are weights too: "0" [ "." 0*3DIGIT ] / "1" [ "." 0*3("0") ].
        guard bytes[1] == UInt8(ascii: "."), bytes.count <= 5 else { return nil }
        var thousandths = 0
        var scale = 100
        for digit in bytes.dropFirst(2) {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            thousandths += Int(digit - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        if whole == UInt8(ascii: "1") { return thousandths == 0 ? 1000 : nil }
        return thousandths
    }
}

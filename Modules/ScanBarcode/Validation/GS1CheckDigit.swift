/// The check digit of EAN-13, UPC-A and EAN-8 codes (GS1 modulo 10).
///
/// From the right, the digits before the check digit are weighted 3, 1, 3, 1 …;
/// the check digit brings the weighted sum up to a multiple of ten. It catches
/// every single mistyped digit and most swapped neighbours, which is exactly
/// the mistake of someone typing a code from a label.
public enum GS1CheckDigit {
    /// The check digit for `payload` (the code without its last digit), or nil
    /// when it holds anything but ASCII digits or is empty.
    public static func compute(forPayload payload: some StringProtocol) -> Character? {
        var sum = 0
        var count = 0
        for (offset, byte) in payload.utf8.reversed().enumerated() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            sum += offset.isMultiple(of: 2) ? 3 * digit : digit
            count += 1
        }
        guard count > 0 else { return nil }
        return Character(String((10 - sum % 10) % 10))
    }

    /// True when the last digit of `code` is the check digit of the others.
    public static func isValid(_ code: some StringProtocol) -> Bool {
        guard code.count >= 2, let last = code.last, let expected = compute(forPayload: code.dropLast()) else {
            return false
        }
        return last == expected
    }
}

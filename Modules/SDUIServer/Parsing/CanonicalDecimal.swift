/// A non-negative decimal integer in its one canonical spelling: digits
/// only, no sign, no leading zero (but `0` itself), no more digits than asked.
///
/// Swift's `Int(_:)` also takes `+7` and `007`, so `/v02/…`, `/v+2/…` and
/// `/v2/…` would be three paths to one answer, with three cache keys; and it
/// traps nowhere, but what is done with its value may. Reading through this
/// type bounds the value by its digits, so arithmetic on it cannot overflow.
package enum CanonicalDecimal {
    /// Digits an `Int` holds whatever their value (18: up to 999,999,999,999,999,999).
    package static let maximumDigits = 18

    /// The value of `text`, or nil when it is not canonical or longer than `maximumDigits`.
    package static func parse<Text: StringProtocol>(_ text: Text, maximumDigits: Int = maximumDigits) -> Int? {
        let digits = text.utf8
        guard let first = digits.first, digits.count <= min(maximumDigits, Self.maximumDigits),
              digits.count == 1 || first != UInt8(ascii: "0") else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}

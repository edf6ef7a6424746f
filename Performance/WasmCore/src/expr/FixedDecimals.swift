/// Writes a number with a fixed number of decimals without Foundation's
/// formatters (the clip links the core): `12.5` with 2 places is `12.50`.
enum FixedDecimals {
    /// Rounded half away from zero; nil when the scaled value leaves the
    /// range where a `Double` holds every integer (2^53).
    static func format(_ number: Double, places: Int) -> String? {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (number * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) <= 9_007_199_254_740_992 else { return nil }
        let units = Int(abs(scaled))
        var digits = String(units)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (scaled < 0 ? "-" : "") + digits
    }
}

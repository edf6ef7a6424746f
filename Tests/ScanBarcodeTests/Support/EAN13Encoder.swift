/// Encodes EAN-13 (and UPC-A, an EAN-13 with a leading 0) into modules,
/// quiet zones included: `true` is a bar.
enum EAN13Encoder {
    private static let leftOdd = ["0001101", "0011001", "0010011", "0111101", "0100011",
                                  "0110001", "0101111", "0111011", "0110111", "0001011"]
    /// First digit → parity of the six left digits (L odd, G even).
    private static let parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG",
                                 "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]

    /// `digits`: 13 digits (check digit included), or 12 for UPC-A.
    static func modules(_ digits: String) -> [Bool] {
        let values = (digits.count == 12 ? "0" + digits : digits).compactMap(\.wholeNumberValue)
        precondition(values.count == 13, "EAN-13 needs 13 digits")
        var pattern = String(repeating: "0", count: 11) + "101"
        let parities = Array(parity[values[0]])
        for index in 1...6 {
            let left = leftOdd[values[index]]
            pattern += parities[index - 1] == "L" ? left : String(complement(left).reversed())
        }
        pattern += "01010"
        for index in 7...12 { pattern += complement(leftOdd[values[index]]) }
        pattern += "101" + String(repeating: "0", count: 11)
        return pattern.map { $0 == "1" }
    }

    private static func complement(_ bits: String) -> String {
        String(bits.map { $0 == "1" ? "0" : "1" })
    }
}

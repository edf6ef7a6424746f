import SeededRandom

/// Writes compact JSON text straight into a byte array, for the generator.
///
/// The generator needs control the library writer does not give: it escapes a
/// random share of non-ASCII characters as `\uXXXX` (surrogate pairs beyond
/// the BMP) and some slashes as `\/`, so the decoders under test meet every
/// string form a server may send. Commas are placed automatically.
public struct JSONTextBuilder {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false
    /// Chance that a non-ASCII scalar is written as a `\u` escape.
    private let escapeProbability: Double

    init(reservingCapacity capacity: Int, escapeProbability: Double) {
        bytes.reserveCapacity(capacity)
        self.escapeProbability = escapeProbability
    }

    var count: Int { bytes.count }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"key":`; the next value follows without a comma.
    ///
    /// Keys are written as given: the generator only uses plain ASCII keys.
    mutating func key(_ key: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: key.utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    mutating func int(_ value: Int) { number(String(value)) }
    mutating func int64(_ value: Int64) { number(String(value)) }
    /// Swift's shortest round-tripping form, which is valid JSON for finite values.
    mutating func double(_ value: Double) { number(value.description) }

    mutating func bool(_ value: Bool) {
        number(value ? "true" : "false")
    }

    mutating func string(_ value: String, using random: inout SplitMix64) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            appendEscaped(scalar, using: &random)
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    // MARK: - Private

    private mutating func number(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendEscaped(_ scalar: Unicode.Scalar, using random: inout SplitMix64) {
        switch scalar {
        case "\"": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case "\\": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case "\n": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case "\t": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case "/" where random.chance(0.05):
            bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "/")])
        case _ where scalar.value < 0x20:
            appendUnicodeEscape(UInt16(scalar.value))
        case _ where scalar.value < 0x80:
            bytes.append(UInt8(scalar.value))
        case _ where random.chance(escapeProbability):
            for unit in scalar.utf16 { appendUnicodeEscape(unit) }
        default:
            bytes.append(contentsOf: scalar.utf8)
        }
    }

    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((unit >> UInt16(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}

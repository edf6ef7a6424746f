import Foundation
import JSON
import PropertyBased
import Testing

/// Random values encoded by one side and decoded by the other.
@Suite("Property-based round trips")
struct JSONPropertyTests {
    /// Random profiles from a seed; the property library supplies the seeds.
    static let profiles = Gen.uint64(in: .min ... .max).map { seed in
        var generator = ValueGenerator(seed: seed)
        return generator.profile()
    }

    @Test func oursEncodesWhatFoundationDecodes() async {
        await propertyCheck(count: 300, input: Self.profiles) { profile in
            let bytes = try JSONModelEncoder().encode(profile)
            #expect(try JSONDecoder().decode(Profile.self, from: Data(bytes)) == profile)
        }
    }

    @Test func foundationEncodesWhatOursDecodes() async {
        await propertyCheck(count: 300, input: Self.profiles) { profile in
            let data = try JSONEncoder().encode(profile)
            #expect(try JSONModelDecoder().decode(Profile.self, from: [UInt8](data)) == profile)
        }
    }

    @Test func writerOutputParsesBackToTheSameValue() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: .min ... .max)) { seed in
            var generator = ValueGenerator(seed: seed)
            let value = generator.value(depth: 0)
            for formatting: JSONWriter.Formatting in [[], [.prettyPrinted], [.sortedKeys, .withoutEscapingSlashes]] {
                let bytes = try value.serialized(formatting)
                #expect(try JSONParser().parse(bytes) == value)
            }
            // And Foundation reads our output as the same document.
            let foundation = try JSONSerialization.jsonObject(with: Data(try value.serialized()), options: .fragmentsAllowed)
            let rewritten = try JSONSerialization.data(withJSONObject: foundation, options: .fragmentsAllowed)
            let reread = try JSONParser().parse([UInt8](rewritten))
            #expect(Self.sameDocument(reread, value), "Foundation rewrote \(value) as \(reread)")
        }
    }

    /// Equality, except that a real may come back from Foundation written as
    /// integer digits: it prints -1.0143857515969777e18 as -1014385751596977700,
    /// which is the same Double, though not the same integer. Integers must
    /// still come back exactly.
    static func sameDocument(_ rewritten: JSONValue, _ original: JSONValue) -> Bool {
        switch (rewritten, original) {
        case (.number(let back), .number(let sent)) where !sent.isInteger:
            return back.doubleValue == sent.doubleValue
        case (.array(let back), .array(let sent)):
            return back.count == sent.count && zip(back, sent).allSatisfy { sameDocument($0, $1) }
        case (.object(let back), .object(let sent)):
            return Set(back.keys) == Set(sent.keys)
                && sent.keys.allSatisfy { key in back[key].map { sameDocument($0, sent[key] ?? .null) } ?? false }
        default:
            return rewritten == original
        }
    }

    @Test("Foundation's integer digits for a large real count as the same Double, nothing else does")
    func sameDocumentComparison() {
        let real = JSONValue.number(JSONNumber(-1.0143857515969777e18))
        #expect(Self.sameDocument(.number(JSONNumber(Int64(-1014385751596977700))), real))
        #expect(!Self.sameDocument(.number(JSONNumber(Int64(-1014385751596977000))), real))
        #expect(!Self.sameDocument(.number(JSONNumber(Int64(5))), .number(JSONNumber(Int64(6)))))
        #expect(!Self.sameDocument(.array([.null]), .array([.null, .null])))
        #expect(!Self.sameDocument(.object(JSONObject([("a", JSONValue.null)])), .object(JSONObject([("b", JSONValue.null)]))))
    }
}

/// Random JSON documents from a seed (SplitMix64), a few levels deep.
struct ValueGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func string() -> String {
        let pool: [Character] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\u{01}", "é", "日", "😀", "\u{7F}", "\u{2028}"]
        return String((0..<Int(next() % 8)).map { _ in pool[Int(next() % UInt64(pool.count))] })
    }

    mutating func double(_ range: Double) -> Double {
        Double(next() % 2_000_001) / 1_000_000 * range - range
    }

    mutating func int64() -> Int64 { Int64(bitPattern: next()) }

    mutating func profile() -> Profile {
        let flag = next() % 2 == 0
        let small = Int8(truncatingIfNeeded: next())
        let scores = (0..<Int(next() % 4)).map { ("k\($0)", double(1e300) * (next() % 3 == 0 ? 1e-300 : 1)) }
        return Profile(
            id: Int(int64()), name: string(), nickname: flag ? string() : nil,
            tags: (0..<Int(next() % 4)).map { _ in string() },
            scores: Dictionary(uniqueKeysWithValues: scores),
            matrix: (0..<Int(next() % 3)).map { _ in (0..<Int(next() % 3)).map { _ in Int(int64()) } },
            kind: flag ? .parcel : .letter,
            shape: flag ? .circle(radius: double(1e6)) : .square(side: Int(small)),
            flags: flag ? [flag, !flag] : nil, ratio: Float(small) / 8, small: small,
            unsigned: next(), wide: int64(),
            child: next() % 3 == 0 ? nil : Child(label: string(), values: (0..<Int(next() % 4)).map { _ in
                next() % 4 == 0 ? nil : double(1e12) }))
    }

    mutating func value(depth: Int) -> JSONValue {
        switch next() % (depth > 3 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(next() % 2 == 0)
        case 2: return .number(JSONNumber(Int64(bitPattern: next())))
        case 3:
            let double = Double(bitPattern: next())
            return .number(JSONNumber(double.isFinite ? double : 0.5))
        case 4: return .string(string())
        case 5: return .array((0..<Int(next() % 4)).map { _ in value(depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int(next() % 4) { object[string()] = value(depth: depth + 1) }
            return .object(object)
        }
    }
}

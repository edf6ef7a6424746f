import Foundation
import JSON
import Testing

// Behaviour of JSONModelDecoder. Expected error cases and coding paths are the
// ones swift-foundation's JSONDecoder produces for the same input (checked
// against Foundation on Linux when these tests were written).
//
// The suite is split over JSONModelDecoderTests+*.swift, one topic per file;
// shared helpers are in JSONModelDecoderTestSupport.swift.

@Suite("JSONModelDecoder")
struct JSONModelDecoderTests {
    // MARK: - Happy paths

    struct Everything: Decodable, Equatable {
        var string: String
        var bool: Bool
        var double: Double
        var float: Float
        var int: Int
        var int8: Int8
        var int16: Int16
        var int32: Int32
        var int64: Int64
        var uint: UInt
        var uint8: UInt8
        var uint16: UInt16
        var uint32: UInt32
        var uint64: UInt64
        var optionalPresent: String?
        var optionalNull: Int?
        var optionalMissing: Bool?
        var array: [Int]
        var nested: [[String]]
        var dictionary: [String: Double]
        var kind: DecoderTestKind
        var kinds: [DecoderTestKind]
    }

    static let everythingJSON = """
        {"string": "héllo \\u00e9 😀", "bool": true, "double": -1.5e-3, "float": 0.1,
         "int": -42, "int8": -128, "int16": 32767, "int32": -2147483648, "int64": 9223372036854775807,
         "uint": 7, "uint8": 255, "uint16": 65535, "uint32": 4294967295, "uint64": 18446744073709551615,
         "optionalPresent": "x", "optionalNull": null, "array": [1, 2, 3], "nested": [[], ["a"]],
         "dictionary": {"x": 1, "y": 2.5}, "kind": "image", "kinds": ["text", "image"], "unknown": {"ignored": [1]}}
        """

    static let everything = Everything(
        string: "héllo é 😀", bool: true, double: -1.5e-3, float: 0.1, int: -42, int8: -128, int16: 32767,
        int32: -2_147_483_648, int64: .max, uint: 7, uint8: 255, uint16: 65535, uint32: 4_294_967_295, uint64: .max,
        optionalPresent: "x", optionalNull: nil, optionalMissing: nil, array: [1, 2, 3], nested: [[], ["a"]],
        dictionary: ["x": 1, "y": 2.5], kind: .image, kinds: [.text, .image])

    @Test func decodesEveryPrimitiveAndCollection() throws {
        let decoded = try JSONModelDecoder().decode(Everything.self, from: Self.everythingJSON)
        #expect(decoded == Self.everything)
    }

    @Test func allInputFormsDecodeTheSame() throws {
        let decoder = JSONModelDecoder()
        let bytes = Array(Self.everythingJSON.utf8)
        #expect(try decoder.decode(Everything.self, from: bytes) == Self.everything)
        let fromBuffer = try bytes.withUnsafeBytes { try decoder.decode(Everything.self, from: $0) }
        #expect(fromBuffer == Self.everything)
        let value = try JSONParser().parse(bytes)
        #expect(try decoder.decode(Everything.self, from: value) == Self.everything)
    }

    @Test func topLevelFragments() throws {
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Int.self, from: "42") == 42)
        #expect(try decoder.decode(String.self, from: #""s""#) == "s")
        #expect(try decoder.decode(Bool.self, from: "false") == false)
        #expect(try decoder.decode(Int?.self, from: "null") == nil)
        #expect(try decoder.decode(DecoderTestKind.self, from: #""text""#) == .text)
    }

    @Test func integralRealsDecodeAsIntegers() throws {
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Int.self, from: "1e2") == 100)
        #expect(try decoder.decode(Int.self, from: "1.0") == 1)
        #expect(try decoder.decode(Int.self, from: "-0.0") == 0)
        #expect(try decoder.decode(UInt8.self, from: "2.55e2") == 255)
        #expect(try decoder.decode(UInt64.self, from: "1e19") == 10_000_000_000_000_000_000)
    }

    @Test func realsDecodeFromAnyNumber() throws {
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Double.self, from: "3") == 3)
        #expect(try decoder.decode(Double.self, from: "18446744073709551615") == 18_446_744_073_709_551_615.0)
        #expect(try decoder.decode(Float.self, from: "0.1") == Float(0.1))
        #expect(try decoder.decode(Float.self, from: "3.4028235e38") == Float.greatestFiniteMagnitude)
        #expect(try decoder.decode(Float.self, from: "1e-45") == Float.leastNonzeroMagnitude)
    }

    @Test func jsonValueMembersAreKeptVerbatim() throws {
        struct Envelope: Decodable {
            var type: String
            var payload: JSONValue
        }
        let decoded = try JSONModelDecoder().decode(
            Envelope.self, from: #"{"type": "custom", "payload": {"a_b": [1, null, "x"]}}"#)
        #expect(decoded.payload == ["a_b": [1, nil, "x"]])
    }

    @Test func userInfoReachesInitFromDecoder() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "flavour"))
        var decoder = JSONModelDecoder()
        decoder.userInfo[key] = "vanilla"
        let result = try Probe.run("{}", decoder: decoder) { decoder in
            decoder.userInfo[key] as? String ?? "missing"
        }
        #expect(result == "vanilla")
    }

    @Test func singleValueContainer() throws {
        let result = try Probe.run("null") { decoder in
            let container = try decoder.singleValueContainer()
            return "\(container.decodeNil()) \(container.codingPath.isEmpty)"
        }
        #expect(result == "true true")
        #expect(Probe.error("[1]") { decoder in
            _ = try decoder.singleValueContainer().decode(Int.self)
            return ""
        } == .typeMismatch("Int", []))
        #expect(Probe.error(#"{"a": 1}"#) { decoder in
            _ = try decoder.singleValueContainer().decode([String: String].self)
            return ""
        } == .typeMismatch("String", ["a"]))
    }
}

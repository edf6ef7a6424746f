import Foundation
import JSON
import Testing

// Behaviour of JSONModelDecoder. Expected error cases and coding paths are the
// ones swift-foundation's JSONDecoder produces for the same input (checked
// against Foundation on Linux when these tests were written).

/// A DecodingError reduced to what callers switch on: its case, the type or
/// key it names, and its coding path (`"#3"` for index 3).
enum DecodingErrorShape: Equatable, CustomStringConvertible {
    case typeMismatch(String, [String])
    case valueNotFound(String, [String])
    case keyNotFound(String, [String])
    case dataCorrupted([String])
    case other(String)

    init(_ error: any Error) {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            self = .typeMismatch("\(type)", Self.path(context.codingPath))
        case DecodingError.valueNotFound(let type, let context):
            self = .valueNotFound("\(type)", Self.path(context.codingPath))
        case DecodingError.keyNotFound(let key, let context):
            self = .keyNotFound(key.stringValue, Self.path(context.codingPath))
        case DecodingError.dataCorrupted(let context):
            self = .dataCorrupted(Self.path(context.codingPath))
        default:
            self = .other("\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> [String] {
        keys.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }
    }

    var description: String {
        switch self {
        case .typeMismatch(let type, let path): return "typeMismatch(\(type)) \(path)"
        case .valueNotFound(let type, let path): return "valueNotFound(\(type)) \(path)"
        case .keyNotFound(let key, let path): return "keyNotFound(\(key)) \(path)"
        case .dataCorrupted(let path): return "dataCorrupted \(path)"
        case .other(let text): return "other \(text)"
        }
    }
}

/// The shape of the error decoding `json` as `type` throws, or nil if it succeeds.
func decodingError<T: Decodable>(
    _ type: T.Type, _ json: String, decoder: JSONModelDecoder = JSONModelDecoder()
) -> DecodingErrorShape? {
    do {
        _ = try decoder.decode(type, from: json)
        return nil
    } catch {
        return DecodingErrorShape(error)
    }
}

private struct Member<T: Decodable>: Decodable {
    var a: T
}

private struct OptionalMember<T: Decodable>: Decodable {
    var a: T?
}

private struct Outer: Decodable {
    var inner: Member<Int>
}

enum DecoderTestKind: String, Codable {
    case text, image
}

/// A type whose `init(from:)` is supplied by the test, for driving containers directly.
private struct Probe: Decodable {
    typealias Body = @Sendable (any Decoder) throws -> String
    /// The body travels in `userInfo`, which is also what this exercises.
    static let bodyKey = CodingUserInfoKey(rawValue: "JSONModelDecoderTests.Probe.body")!
    var result: String

    init(from decoder: any Decoder) throws {
        guard let body = decoder.userInfo[Self.bodyKey] as? Body else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no probe body"))
        }
        result = try body(decoder)
    }

    /// Runs `body` as the `init(from:)` of a value decoded from `json`.
    static func run(
        _ json: String, decoder: JSONModelDecoder = JSONModelDecoder(), _ body: @escaping Body
    ) throws -> String {
        var decoder = decoder
        decoder.userInfo[bodyKey] = body
        return try decoder.decode(Probe.self, from: json).result
    }

    static func error(
        _ json: String, decoder: JSONModelDecoder = JSONModelDecoder(), _ body: @escaping Body
    ) -> DecodingErrorShape? {
        do {
            _ = try run(json, decoder: decoder, body)
            return nil
        } catch {
            return DecodingErrorShape(error)
        }
    }
}

private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private func path(_ keys: [any CodingKey]) -> String {
    DecodingErrorShape.path(keys).joined(separator: ".")
}

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

    @Test func codingPathsInsideNestedValues() throws {
        struct Inner: Decodable {
            var paths: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                paths = path(decoder.codingPath) + " " + path(container.codingPath)
            }
        }
        struct Root: Decodable {
            var items: [Inner]
        }
        let root = try JSONModelDecoder().decode(Root.self, from: #"{"items": [{}, {}]}"#)
        #expect(root.items.map(\.paths) == ["items.#0 items.#0", "items.#1 items.#1"])
    }

    @Test func containersStayValidAfterTheDecoderMovesOn() throws {
        let result = try Probe.run(#"{"a": {"b": "s"}, "c": 1}"#) { decoder in
            let container = try decoder.container(keyedBy: Key.self)
            let nested = try container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            _ = try container.decode(Int.self, forKey: Key("c"))
            return try nested.decode(String.self, forKey: Key("b")) + " " + path(nested.codingPath)
        }
        #expect(result == "s a")
    }

    @Test func keyedContainerAllKeysAndContains() throws {
        let result = try Probe.run(#"{"b": 1, "a": null, "c": [2]}"#) { decoder in
            let container = try decoder.container(keyedBy: Key.self)
            let keys = container.allKeys.map(\.stringValue).joined(separator: ",")
            return "\(keys) \(container.contains(Key("a"))) \(container.contains(Key("z")))"
                + " \(try container.decodeNil(forKey: Key("a"))) \(try container.decodeNil(forKey: Key("b")))"
        }
        #expect(result == "b,a,c true false true false")
    }

    @Test func decodeIfPresentForEveryPrimitive() throws {
        let json = #"{"s": "x", "b": true, "d": 1.5, "f": 2, "i": 3, "u": 4, "n": null}"#
        let result = try Probe.run(json) { decoder in
            let c = try decoder.container(keyedBy: Key.self)
            let present: [String] = [
                "\(try c.decodeIfPresent(String.self, forKey: Key("s")) ?? "-")",
                "\(try c.decodeIfPresent(Bool.self, forKey: Key("b")) ?? false)",
                "\(try c.decodeIfPresent(Double.self, forKey: Key("d")) ?? 0)",
                "\(try c.decodeIfPresent(Float.self, forKey: Key("f")) ?? 0)",
                "\(try c.decodeIfPresent(Int8.self, forKey: Key("i")) ?? 0)",
                "\(try c.decodeIfPresent(UInt16.self, forKey: Key("u")) ?? 0)",
            ]
            let absent: [Bool] = [
                try c.decodeIfPresent(String.self, forKey: Key("n")) == nil,
                try c.decodeIfPresent(Int.self, forKey: Key("n")) == nil,
                try c.decodeIfPresent(Bool.self, forKey: Key("missing")) == nil,
                try c.decodeIfPresent([Int].self, forKey: Key("n")) == nil,
            ]
            return present.joined(separator: ",") + " " + absent.map { "\($0)" }.joined(separator: ",")
        }
        #expect(result == "x,true,1.5,2.0,3,4 true,true,true,true")
    }

    // MARK: - Invalid JSON

    @Test func invalidJSONIsDataCorruptedWithTheParseError() throws {
        do {
            _ = try JSONModelDecoder().decode(Member<Int>.self, from: #"{"a": }"#)
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription == "The given data was not valid JSON.")
            let parseError = try #require(context.underlyingError as? JSONParseError)
            #expect(parseError.offset == 6)
        }
    }

    @Test func parserOptionsApply() throws {
        var decoder = JSONModelDecoder()
        decoder.parserOptions = JSONParser.Options(maxDepth: 2)
        #expect(try decoder.decode([[Int]].self, from: "[[1]]") == [[1]])
        do {
            _ = try decoder.decode([[[Int]]].self, from: "[[[1]]]")
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            let parseError = try #require(context.underlyingError as? JSONParseError)
            #expect(parseError.kind == .nestingTooDeep(limit: 2))
        }
        decoder.parserOptions = JSONParser.Options(maxInputSize: 3)
        #expect(decodingError(Int.self, "1234", decoder: decoder) == .dataCorrupted([]))
    }

    // MARK: - Type mismatches and nulls

    @Test(arguments: [
        (#"{"a": 1}"#, DecodingErrorShape.typeMismatch("String", ["a"])),
        (#"{"a": true}"#, .typeMismatch("String", ["a"])),
        (#"{"a": null}"#, .valueNotFound("String", ["a"])),
        (#"{}"#, .keyNotFound("a", [])),
        (#"[1]"#, .typeMismatch("Dictionary<String, Any>", [])),
        (#"null"#, .valueNotFound("Dictionary<String, Any>", [])),
    ])
    func stringMemberErrors(json: String, expected: DecodingErrorShape) {
        #expect(decodingError(Member<String>.self, json) == expected)
    }

    @Test func nullWhereAValueIsNeeded() {
        #expect(decodingError(Member<Int>.self, #"{"a": null}"#) == .valueNotFound("Int", ["a"]))
        #expect(decodingError(Member<Double>.self, #"{"a": null}"#) == .valueNotFound("Double", ["a"]))
        #expect(decodingError(Int.self, "null") == .valueNotFound("Int", []))
        #expect(decodingError([Int].self, "[1, null]") == .valueNotFound("Int", ["#1"]))
        #expect(decodingError(Outer.self, #"{"inner": null}"#) == .valueNotFound("Dictionary<String, Any>", ["inner"]))
        #expect(decodingError(Member<[Int]>.self, #"{"a": null}"#) == .valueNotFound("Array<Any>", ["a"]))
        #expect(decodingError(Member<DecoderTestKind>.self, #"{"a": null}"#) == .valueNotFound("String", ["a"]))
    }

    @Test func nullBoolIsATypeMismatchAsInFoundation() {
        #expect(decodingError(Member<Bool>.self, #"{"a": null}"#) == .typeMismatch("Bool", ["a"]))
        #expect(decodingError(Bool.self, "null") == .typeMismatch("Bool", []))
        #expect(decodingError([Bool].self, "[null]") == .typeMismatch("Bool", ["#0"]))
    }

    @Test func wrongKinds() {
        #expect(decodingError(Member<Int>.self, #"{"a": "1"}"#) == .typeMismatch("Int", ["a"]))
        #expect(decodingError(Member<Bool>.self, #"{"a": 1}"#) == .typeMismatch("Bool", ["a"]))
        #expect(decodingError(Member<Double>.self, #"{"a": [1]}"#) == .typeMismatch("Double", ["a"]))
        #expect(decodingError([Int].self, #"{"a": 1}"#) == .typeMismatch("Array<Any>", []))
        #expect(decodingError([Int].self, #"[1, "x"]"#) == .typeMismatch("Int", ["#1"]))
        #expect(decodingError(OptionalMember<Int>.self, #"{"a": "x"}"#) == .typeMismatch("Int", ["a"]))
        #expect(decodingError([Int?].self, #"[1, null, "x"]"#) == .typeMismatch("Int", ["#2"]))
        #expect(decodingError(Outer.self, #"{"inner": {"a": "x"}}"#) == .typeMismatch("Int", ["inner", "a"]))
        #expect(decodingError([Member<Int>].self, #"[{"a": 1}, {"a": "x"}]"#) == .typeMismatch("Int", ["#1", "a"]))
        #expect(decodingError([[Int]].self, #"[[1], [2, "x"]]"#) == .typeMismatch("Int", ["#1", "#1"]))
    }

    @Test func missingKeys() {
        #expect(decodingError(Outer.self, #"{"inner": {}}"#) == .keyNotFound("a", ["inner"]))
        #expect(decodingError([Member<Int>].self, #"[{"a": 1}, {}]"#) == .keyNotFound("a", ["#1"]))
    }

    @Test func invalidEnumRawValue() {
        #expect(decodingError(Member<DecoderTestKind>.self, #"{"a": "video"}"#) == .dataCorrupted(["a"]))
    }

    @Test func dictionaries() throws {
        #expect(try JSONModelDecoder().decode([String: Int].self, from: #"{"a_b": 1}"#) == ["a_b": 1])
        #expect(decodingError([String: Int].self, #"{"x": 1, "y": "z"}"#) == .typeMismatch("Int", ["y"]))
        #expect(decodingError([String: Int].self, #"{"x": null}"#) == .valueNotFound("Int", ["x"]))
        #expect(try JSONModelDecoder().decode([Int: String].self, from: #"{"1": "a"}"#) == [1: "a"])
    }

    // MARK: - Numbers that do not fit

    @Test(arguments: [
        ("300", "UInt8"), ("-1", "UInt8"), ("256", "UInt8"), ("-129", "Int8"), ("128", "Int8"),
        ("65536", "UInt16"), ("32768", "Int16"), ("4294967296", "UInt32"), ("-2147483649", "Int32"),
        ("1.5", "Int"), ("1e-2", "Int"), ("1e20", "Int64"), ("9223372036854775808", "Int"),
        ("-9223372036854775809", "Int64"), ("-1", "UInt64"), ("18446744073709551616", "UInt64"),
        ("-1", "UInt"), ("3.4028236e38", "Float"), ("1e39", "Float"), ("1e-50", "Float"),
    ])
    func numbersThatDoNotFitAreDataCorrupted(literal: String, type: String) {
        // Foundation reports these with an empty coding path; keep that, the
        // debug description names the real location.
        let json = #"{"a": \#(literal)}"#
        let shape: DecodingErrorShape?
        switch type {
        case "UInt8": shape = decodingError(Member<UInt8>.self, json)
        case "Int8": shape = decodingError(Member<Int8>.self, json)
        case "UInt16": shape = decodingError(Member<UInt16>.self, json)
        case "Int16": shape = decodingError(Member<Int16>.self, json)
        case "UInt32": shape = decodingError(Member<UInt32>.self, json)
        case "Int32": shape = decodingError(Member<Int32>.self, json)
        case "Int64": shape = decodingError(Member<Int64>.self, json)
        case "UInt64": shape = decodingError(Member<UInt64>.self, json)
        case "UInt": shape = decodingError(Member<UInt>.self, json)
        case "Float": shape = decodingError(Member<Float>.self, json)
        default: shape = decodingError(Member<Int>.self, json)
        }
        #expect(shape == .dataCorrupted([]))
    }

    @Test func notRepresentableNamesThePathInItsDescription() {
        do {
            _ = try JSONModelDecoder().decode([Member<UInt8>].self, from: #"[{"a": 1}, {"a": 300}]"#)
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("300"))
            #expect(context.debugDescription.contains("[1].a"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func numbersThatFitDecodeInEveryContainer() throws {
        #expect(try JSONModelDecoder().decode([UInt8].self, from: "[0, 255]") == [0, 255])
        #expect(try JSONModelDecoder().decode(Int8.self, from: "-128") == -128)
        #expect(try JSONModelDecoder().decode(Member<Int64>.self, from: #"{"a": -9223372036854775808}"#).a == .min)
        #expect(decodingError([UInt8].self, "[0, 256]") == .dataCorrupted([]))
        #expect(decodingError(UInt8.self, "256") == .dataCorrupted([]))
    }

    // MARK: - Unkeyed containers

    @Test func unkeyedContainerAtEnd() {
        #expect(Probe.error("[1]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Int.self)
            _ = try container.decode(Int.self)
            return ""
        } == .valueNotFound("Int", ["#1"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Member<Int>.self)
            return ""
        } == .valueNotFound("Member<Int>", ["#0"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.decodeNil()
            return ""
        } == .valueNotFound("Never", ["#0"]))
        #expect(Probe.error(#"{"a": [[]]}"#) { decoder in
            var outer = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: Key("a"))
            var inner = try outer.nestedUnkeyedContainer()
            _ = try inner.decode(String.self)
            return ""
        } == .valueNotFound("String", ["a", "#0", "#0"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.superDecoder()
            return ""
        } == .valueNotFound("Decoder", ["#0"]))
        #expect(Probe.error("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            _ = try container.nestedUnkeyedContainer()
            return ""
        } == .valueNotFound("UnkeyedDecodingContainer", ["#0"]))
    }

    @Test func unkeyedDecodeIfPresentPastTheEndReturnsNilAndAdvances() throws {
        let result = try Probe.run("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            let value = try container.decodeIfPresent(Int.self)
            let other = try container.decodeIfPresent(Member<Int>.self)
            return "\(value == nil) \(other == nil) \(container.currentIndex) \(container.isAtEnd)"
        }
        #expect(result == "true true 2 true")
    }

    @Test func failedUnkeyedDecodeDoesNotAdvance() throws {
        let result = try Probe.run(#"["x", null, 2]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            var log = "\(container.count ?? -1)"
            do { _ = try container.decode(Int.self) } catch { log += " \(DecodingErrorShape(error))" }
            log += " \(container.currentIndex) \(try container.decode(String.self))"
            log += " \(try container.decodeNil()) \(try container.decodeNil()) \(container.currentIndex)"
            log += " \(try container.decode(Int.self)) \(container.isAtEnd)"
            return log
        }
        #expect(result == ##"3 typeMismatch(Int) ["#0"] 0 x true false 2 2 true"##)
    }

    @Test func unkeyedNestedContainers() throws {
        let result = try Probe.run(#"[{"k": 1}, [true], null]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            let keyed = try container.nestedContainer(keyedBy: Key.self)
            var unkeyed = try container.nestedUnkeyedContainer()
            var log = "\(try keyed.decode(Int.self, forKey: Key("k"))) \(try unkeyed.decode(Bool.self))"
            log += " \(path(keyed.codingPath)) \(path(unkeyed.codingPath))"
            do { _ = try container.nestedContainer(keyedBy: Key.self) } catch {
                log += " \(DecodingErrorShape(error)) \(container.currentIndex)"
            }
            return log
        }
        #expect(result == ##"1 true #0 #1 valueNotFound(Dictionary<String, Any>) ["#2"] 2"##)
    }

    @Test func unkeyedSuperDecoder() throws {
        let result = try Probe.run(#"[{"a": 1}]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            let superDecoder = try container.superDecoder()
            let value = try superDecoder.container(keyedBy: Key.self).decode(Int.self, forKey: Key("a"))
            return "\(value) \(path(superDecoder.codingPath)) \(container.currentIndex)"
        }
        #expect(result == "1 #0 1")
    }

    // MARK: - Keyed nested containers and super decoders

    @Test func keyedNestedContainerErrors() {
        #expect(Probe.error("{}") { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            return ""
        } == .keyNotFound("x", []))
        #expect(Probe.error(#"{"x": null}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            return ""
        } == .valueNotFound("Dictionary<String, Any>", ["x"]))
        #expect(Probe.error(#"{"x": 1}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            return ""
        } == .typeMismatch("Dictionary<String, Any>", ["x"]))
        #expect(Probe.error(#"{"x": null}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: Key("x"))
            return ""
        } == .valueNotFound("Array<Any>", ["x"]))
        #expect(Probe.error(#"{"x": {}}"#) { decoder in
            _ = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: Key("x"))
            return ""
        } == .typeMismatch("Array<Any>", ["x"]))
        #expect(Probe.error(#"{"x": {"y": "s"}}"#) { decoder in
            let nested = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: Key("x"))
            _ = try nested.decode(Int.self, forKey: Key("y"))
            return ""
        } == .typeMismatch("Int", ["x", "y"]))
        #expect(Probe.error("{}") { decoder in
            _ = try decoder.container(keyedBy: Key.self).decodeNil(forKey: Key("z"))
            return ""
        } == .keyNotFound("z", []))
    }

    @Test func keyedSuperDecoders() throws {
        let missing = try Probe.run("{}") { decoder in
            let superDecoder = try decoder.container(keyedBy: Key.self).superDecoder()
            return "\(try superDecoder.singleValueContainer().decodeNil()) \(path(superDecoder.codingPath))"
        }
        #expect(missing == "true super")
        #expect(Probe.error(#"{"super": {"q": 1}}"#) { decoder in
            let superDecoder = try decoder.container(keyedBy: Key.self).superDecoder()
            _ = try superDecoder.container(keyedBy: Key.self).decode(String.self, forKey: Key("q"))
            return ""
        } == .typeMismatch("String", ["super", "q"]))
        #expect(Probe.error(#"{"z": [true]}"#) { decoder in
            let superDecoder = try decoder.container(keyedBy: Key.self).superDecoder(forKey: Key("z"))
            var container = try superDecoder.unkeyedContainer()
            _ = try container.decode(String.self)
            return ""
        } == .typeMismatch("String", ["z", "#0"]))
        #expect(Probe.error("{}") { decoder in
            _ = try decoder.container(keyedBy: Key.self).superDecoder().singleValueContainer().decode(Int.self)
            return ""
        } == .valueNotFound("Int", ["super"]))
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

    // MARK: - Key decoding strategy

    @Test(arguments: [
        ("a_b", "aB"), ("one_two_three", "oneTwoThree"), ("_one_two_", "_oneTwo_"), ("__a__b__", "__aB__"),
        ("simple", "simple"), ("alreadyCamel", "alreadyCamel"), ("_", "_"), ("__", "__"), ("a_", "a_"),
        ("_a", "_a"), ("a__b", "aB"), ("X_Y", "xY"), ("xY_z", "xyZ"), ("a_b_c", "aBC"), ("x_1y", "x1Y"),
        ("x_1_2", "x12"), ("i_ÉLAN", "iÉlan"), ("h_élan", "hÉlan"), ("k_ß", "kSs"), ("m_it's", "mIt's"),
        ("n_a.b", "nA.B"), ("url_id", "urlId"),
    ])
    func convertFromSnakeCaseMatchesFoundation(key: String, expected: String) throws {
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let object = JSONValue.object(JSONObject([(key, JSONValue.number(1))]))
        let keys = try Self.allKeys(of: object, decoder: decoder)
        #expect(keys == [expected])
    }

    private static func allKeys(of value: JSONValue, decoder: JSONModelDecoder) throws -> [String] {
        struct Keys: Decodable {
            var names: [String]
            init(from decoder: any Decoder) throws {
                names = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
            }
        }
        return try decoder.decode(Keys.self, from: value).names
    }

    @Test func convertFromSnakeCaseDecodesModels() throws {
        struct Model: Decodable, Equatable {
            var userId: Int
            var displayName: String?
            var myURLProperty: Int?
            var attributes: [String: Int]
            var children: [Model]
        }
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = """
            {"user_id": 1, "display_name": "A", "my_url_property": 2, "attributes": {"snake_key": 3},
             "children": [{"user_id": 2, "attributes": {}, "children": []}]}
            """
        let model = try decoder.decode(Model.self, from: json)
        #expect(model.userId == 1)
        #expect(model.displayName == "A")
        // "my_url_property" converts to "myUrlProperty", which is not "myURLProperty".
        #expect(model.myURLProperty == nil)
        // Dictionary keys are data: never converted.
        #expect(model.attributes == ["snake_key": 3])
        #expect(model.children.map(\.userId) == [2])
        #expect(decodingError(Model.self, #"{"user_id": "x"}"#, decoder: decoder) == .typeMismatch("Int", ["userId"]))
        #expect(decodingError(Model.self, #"{"user_id": 1, "attributes": null, "children": []}"#, decoder: decoder)
            == .valueNotFound("Dictionary<String, Any>", ["attributes"]))
        #expect(decodingError(Model.self, #"{"user_id": 1, "attributes": [], "children": []}"#, decoder: decoder)
            == .typeMismatch("Dictionary<String, Any>", ["attributes"]))
        #expect(decodingError(Model.self, #"{"user_id": 1, "attributes": {"a_b": "x"}, "children": []}"#,
            decoder: decoder) == .typeMismatch("Int", ["attributes", "a_b"]))
    }

    @Test func convertFromSnakeCaseFirstKeyWinsOnCollision() throws {
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct AB: Decodable { var aB: Int }
        #expect(try decoder.decode(AB.self, from: #"{"a_b": 1, "a__b": 2}"#).aB == 1)
        #expect(try decoder.decode(AB.self, from: #"{"a_b": 1, "aB": 2}"#).aB == 1)
        #expect(try decoder.decode(AB.self, from: #"{"aB": 2, "a_b": 1}"#).aB == 2)
        let object = JSONValue.object(JSONObject([("a_b", 1 as JSONValue), ("aB", 2), ("c", 3)]))
        #expect(try Self.allKeys(of: object, decoder: decoder) == ["aB", "c"])
    }

    @Test func convertFromSnakeCaseInLargeObjects() throws {
        var decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var members: [(String, JSONValue)] = (0..<40).map { ("key_\($0)", .number(JSONNumber($0))) }
        members.append(("target_value", "found"))
        struct Target: Decodable { var targetValue: String }
        #expect(try decoder.decode(Target.self, from: .object(JSONObject(members))).targetValue == "found")
    }

    @Test func largeObjectsUseTheIndex() throws {
        let members: [(String, JSONValue)] = (0..<100).map { ("k\($0)", .number(JSONNumber($0))) }
        let result = try JSONModelDecoder().decode([String: Int].self, from: .object(JSONObject(members)))
        #expect(result.count == 100)
        #expect(result["k99"] == 99)
        struct Last: Decodable { var k99: Int; var k0: Int }
        let last = try JSONModelDecoder().decode(Last.self, from: .object(JSONObject(members)))
        #expect(last.k99 == 99 && last.k0 == 0)
    }

    @Test func keysAreReadInAnyOrder() throws {
        struct Reversed: Decodable, Equatable { var c: Int; var b: Int; var a: Int }
        let decoded = try JSONModelDecoder().decode(Reversed.self, from: #"{"a": 1, "b": 2, "c": 3}"#)
        #expect(decoded == Reversed(c: 3, b: 2, a: 1))
    }

    // MARK: - Polymorphic models re-reading the same decoder

    enum Shape: Decodable, Equatable {
        case circle(radius: Double)
        case square(side: Double)

        enum CodingKeys: String, CodingKey { case type, radius, side }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "circle": self = .circle(radius: try container.decode(Double.self, forKey: .radius))
            case "square":
                let again = try decoder.container(keyedBy: CodingKeys.self)
                self = .square(side: try again.decode(Double.self, forKey: .side))
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "unknown shape")
            }
        }
    }

    @Test func polymorphicDecoding() throws {
        let shapes = try JSONModelDecoder().decode(
            [Shape].self, from: #"[{"type": "circle", "radius": 1}, {"side": 2, "type": "square"}]"#)
        #expect(shapes == [.circle(radius: 1), .square(side: 2)])
        #expect(decodingError([Shape].self, #"[{"type": "blob"}]"#) == .dataCorrupted(["#0", "type"]))
    }
}

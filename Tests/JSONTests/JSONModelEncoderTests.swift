import Foundation
import JSON
import Testing

// Behaviour of JSONModelEncoder. Expected bytes and errors are the ones
// Foundation's JSONEncoder produces for the same values (with `.sortedKeys`
// where Foundation's member order would be unspecified).

/// An EncodingError reduced to its coding path (`"#3"` for index 3), or nil for other errors.
private func encodingErrorPath(_ error: any Error) -> [String]? {
    guard case EncodingError.invalidValue(_, let context) = error else { return nil }
    return context.codingPath.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }
}

private func encodingError<T: Encodable>(_ value: T, encoder: JSONModelEncoder = JSONModelEncoder()) -> [String]? {
    do {
        _ = try encoder.encode(value)
        return nil
    } catch {
        return encodingErrorPath(error)
    }
}

private func json<T: Encodable>(_ value: T, _ formatting: JSONModelEncoder.OutputFormatting = []) throws -> String {
    var encoder = JSONModelEncoder()
    encoder.outputFormatting = formatting
    return try encoder.encodeToString(value)
}

private enum Keys: String, CodingKey {
    case a, b, c
}

/// A value whose `encode(to:)` is supplied by the test.
private struct Custom: Encodable {
    var body: @Sendable (any Encoder) throws -> Void
    func encode(to encoder: any Encoder) throws { try body(encoder) }
}

@Suite("JSONModelEncoder")
struct JSONModelEncoderTests {
    struct Everything: Codable, Equatable {
        var string = "héllo \"q\" \\ / é 😀"
        var bool = true
        var double = -1.5e-3
        var float: Float = 0.1
        var int = -42
        var int8: Int8 = -128
        var int16: Int16 = 32767
        var int32: Int32 = .min
        var int64: Int64 = .max
        var uint: UInt = 7
        var uint8: UInt8 = 255
        var uint16: UInt16 = 65535
        var uint32: UInt32 = .max
        var uint64: UInt64 = .max
        var optionalPresent: String? = "x"
        var optionalMissing: Int? = nil
        var array = [1, 2, 3]
        var nested: [[String]] = [[], ["a"]]
        var dictionary: [String: Double] = ["x": 2.5]
    }

    @Test func encodesMembersInDeclarationOrder() throws {
        let text = try json(Everything())
        #expect(text == #"""
            {"string":"héllo \"q\" \\ \/ é 😀","bool":true,"double":-0.0015,"float":0.1,"int":-42,"int8":-128,\#
            "int16":32767,"int32":-2147483648,"int64":9223372036854775807,"uint":7,"uint8":255,"uint16":65535,\#
            "uint32":4294967295,"uint64":18446744073709551615,"optionalPresent":"x","array":[1,2,3],\#
            "nested":[[],["a"]],"dictionary":{"x":2.5}}
            """#)
    }

    @Test func roundTripsThroughTheDecoder() throws {
        let bytes = try JSONModelEncoder().encode(Everything())
        #expect(try JSONModelDecoder().decode(Everything.self, from: bytes) == Everything())
    }

    @Test func encodeToValueBuildsTheTree() throws {
        struct Small: Encodable {
            var name = "a"
            var values = [1.5, 2]
            var missing: Int? = nil
        }
        #expect(try JSONModelEncoder().encodeToValue(Small()) == ["name": "a", "values": [1.5, 2]])
    }

    @Test func sortedKeysPrettyAndSlashes() throws {
        struct Value: Encodable {
            var zeta = "a/b"
            var alpha = ["k": [1, 2]]
            var empty: [Int] = []
            var emptyObject: [String: Int] = [:]
        }
        #expect(try json(Value(), [.sortedKeys]) == #"{"alpha":{"k":[1,2]},"empty":[],"emptyObject":{},"zeta":"a\/b"}"#)
        #expect(try json(Value(), [.sortedKeys, .withoutEscapingSlashes])
            == #"{"alpha":{"k":[1,2]},"empty":[],"emptyObject":{},"zeta":"a/b"}"#)
        #expect(try json(Value(), [.sortedKeys, .prettyPrinted]) == """
            {
              "alpha" : {
                "k" : [
                  1,
                  2
                ]
              },
              "empty" : [],
              "emptyObject" : {},
              "zeta" : "a\\/b"
            }
            """)
    }

    @Test func topLevelFragments() throws {
        #expect(try json("x") == #""x""#)
        #expect(try json(42) == "42")
        #expect(try json(1.5) == "1.5")
        #expect(try json(true) == "true")
        #expect(try json(Int?.none) == "null")
        #expect(try json([Int]()) == "[]")
    }

    @Test func numbersAreWrittenAsFoundationWritesThem() throws {
        #expect(try json([1.0, -0.0, 0.1, 1e15, 1e16, 1e-7, 0.1 + 0.2, .leastNonzeroMagnitude]) ==
            "[1,-0,0.1,1000000000000000,1e+16,1e-07,0.30000000000000004,5e-324]")
        #expect(try json([Float(0.1), 1.1, 16_777_216, 3.4028235e38]) == "[0.1,1.1,16777216,3.4028235e+38]")
        #expect(try json([Int64.min, Int64.max]) == "[-9223372036854775808,9223372036854775807]")
        #expect(try json([UInt64.max]) == "[18446744073709551615]")
    }

    @Test func keyEncodedTwiceKeepsTheLaterValue() throws {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            try container.encode(2, forKey: .b)
            try container.encode("two", forKey: .a)
        }
        #expect(try json(value) == #"{"a":"two","b":2}"#)
    }

    @Test func encodingNothing() throws {
        let empty = Custom { _ in }
        #expect(throws: EncodingError.self) { try JSONModelEncoder().encode(empty) }
        #expect(encodingError(empty) == [])
        // Nested values that encode nothing become empty objects.
        #expect(try json(["a": empty]) == #"{"a":{}}"#)
        #expect(try json([empty]) == "[{}]")
    }

    @Test func explicitNullAndEncodeIfPresent() throws {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeNil(forKey: .a)
            try container.encodeIfPresent(Int?.none, forKey: .b)
            try container.encodeIfPresent(Int?.some(3), forKey: .c)
        }
        #expect(try json(value) == #"{"a":null,"c":3}"#)
    }

    // MARK: - Non-finite numbers

    @Test func nonFiniteNumbersThrowWithTheirPath() {
        struct Holder: Encodable {
            var values: [[String: Float]]
        }
        #expect(encodingError(Holder(values: [["q": 1], ["q": .infinity]])) == ["values", "#1", "q"])
        #expect(encodingError([1.0, .nan]) == ["#1"])
        #expect(encodingError(["k": -Double.infinity]) == ["k"])
        #expect(encodingError(Double.nan) == [])
        #expect(encodingError(Optional(Float.nan)) == [])
        let keyed = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(Double.nan, forKey: .b)
        }
        #expect(encodingError(["x": keyed]) == ["x", "b"])
        let unkeyed = Custom { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(1.0)
            try container.encode(Float.infinity)
        }
        #expect(encodingError(unkeyed) == ["#1"])
    }

    @Test func nonFiniteErrorCarriesTheValue() {
        do {
            _ = try JSONModelEncoder().encode(["a": Double.infinity])
            Issue.record("expected an error")
        } catch let EncodingError.invalidValue(value, context) {
            #expect(value as? Double == .infinity)
            #expect(context.debugDescription.contains("Double.inf"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func nonFiniteInsideAJSONValueIsReportedByTheWriter() throws {
        let value: JSONValue = ["a": [1, .number(JSONNumber(Double.nan))]]
        #expect(encodingError(value) == ["a", "#1"])
        // The tree itself is handed back untouched; only writing it fails.
        #expect(try JSONModelEncoder().encodeToValue(value) == value)
    }

    // MARK: - Nested containers and super encoders

    @Test func nestedContainers() throws {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try nested.encode(1, forKey: .a)
            var list = container.nestedUnkeyedContainer(forKey: .b)
            try list.encode(true)
            var inner = list.nestedContainer(keyedBy: Keys.self)
            var innerList = list.nestedUnkeyedContainer()
            try container.encode("c", forKey: .c)
            // Containers keep working after their parent moved on.
            try inner.encode("late", forKey: .c)
            try innerList.encode(2)
            try nested.encode(2, forKey: .b)
        }
        #expect(try json(value) == #"{"a":{"a":1,"b":2},"b":[true,{"c":"late"},[2]],"c":"c"}"#)
    }

    @Test func reopeningContainersMerges() throws {
        let value = Custom { encoder in
            var first = encoder.container(keyedBy: Keys.self)
            try first.encode(1, forKey: .a)
            var second = encoder.container(keyedBy: Keys.self)
            try second.encode(2, forKey: .b)
            try first.encode(["x": 1], forKey: .c)
            var nested = first.nestedContainer(keyedBy: Keys.self, forKey: .c)
            try nested.encode(3, forKey: .a)
        }
        #expect(try json(value, [.sortedKeys]) == #"{"a":1,"b":2,"c":{"a":3,"x":1}}"#)
    }

    @Test func nestedContainerPaths() throws {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            var list = container.nestedUnkeyedContainer(forKey: .a)
            try list.encode(0)
            let inner = list.nestedContainer(keyedBy: Keys.self)
            #expect(inner.codingPath.map(\.stringValue) == ["a", "Index 1"])
            #expect(list.codingPath.map(\.stringValue) == ["a"])
            #expect(list.count == 2)
        }
        _ = try json(value)
    }

    @Test func superEncoders() throws {
        let keyed = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            var superContainer = container.superEncoder().singleValueContainer()
            try superContainer.encode(5)
            var forKey = container.superEncoder(forKey: .a).unkeyedContainer()
            try forKey.encode(1.5)
            _ = container.superEncoder(forKey: .b)
        }
        #expect(try json(keyed, [.sortedKeys]) == #"{"a":[1.5],"b":{},"super":5}"#)
        let unkeyed = Custom { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            let superEncoder = container.superEncoder()
            try container.encode(2)
            var single = superEncoder.singleValueContainer()
            try single.encode("s")
            _ = container.superEncoder()
        }
        #expect(try json(unkeyed) == #"[1,"s",2,{}]"#)
        let failing = Custom { encoder in
            var container = encoder.container(keyedBy: Keys.self)
            var list = container.superEncoder(forKey: .a).unkeyedContainer()
            try list.encode(Double.nan)
        }
        #expect(encodingError(failing) == ["a", "#0"])
    }

    @Test func codingPathAndUserInfoInsideEncode() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "mode"))
        struct Probe: Encodable {
            var key: CodingUserInfoKey
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                let path = encoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }
                try container.encode("\(path.joined(separator: ".")) \(encoder.userInfo[key] as? String ?? "-")")
            }
        }
        var encoder = JSONModelEncoder()
        encoder.userInfo[key] = "test"
        let text = try encoder.encodeToString(["list": [Probe(key: key)]])
        #expect(text == #"{"list":["list.#0 test"]}"#)
    }

    // MARK: - Key encoding strategy

    @Test(arguments: [
        ("myProperty", "my_property"), ("myURLProperty", "my_url_property"), ("URL", "u_rl"),
        ("_oneTwo_", "_one_two_"), ("aBC", "a_bc"), ("a1B", "a1_b"), ("simple", "simple"),
        ("already_snake", "already_snake"), ("ÉcoleX", "école_x"), ("xÉcole", "x_école"), ("userID", "user_id"),
    ])
    func convertToSnakeCaseMatchesFoundation(key: String, expected: String) throws {
        struct Dynamic: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Dynamic.self)
            try container.encode(1, forKey: Dynamic(stringValue: key))
        }
        var encoder = JSONModelEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try encoder.encodeToValue(value) == .object(JSONObject([(expected, JSONValue.number(1))])))
    }

    @Test func convertToSnakeCaseLeavesDictionaryKeysAlone() throws {
        struct Model: Encodable {
            var userId = 1
            var attributes = ["camelKey": 2]
            var children = [["innerKey": ["deepKey": 3]]]
            var counts = [7: "seven"]
        }
        var encoder = JSONModelEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encodeToString(Model()) ==
            #"{"attributes":{"camelKey":2},"children":[{"innerKey":{"deepKey":3}}],"counts":{"7":"seven"},"user_id":1}"#)
    }

    @Test func jsonValuesAreEncodedWhole() throws {
        struct Envelope: Encodable {
            var typeName = "custom"
            var payload: JSONValue = ["inner_key": [1, "two", nil], "camelKey": true]
        }
        var encoder = JSONModelEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try encoder.encodeToString(Envelope())
            == #"{"type_name":"custom","payload":{"inner_key":[1,"two",null],"camelKey":true}}"#)
    }

    @Test func integerExtremesRoundTrip() throws {
        struct Extremes: Codable, Equatable {
            var a = Int8.min, b = Int16.min, c = Int32.min, d = Int64.min
            var e = UInt8.max, f = UInt16.max, g = UInt32.max, h = UInt64.max, i = UInt.max, j = Int.min
        }
        let bytes = try JSONModelEncoder().encode(Extremes())
        #expect(try JSONModelDecoder().decode(Extremes.self, from: bytes) == Extremes())
    }

    @Test func matchesFoundationForAModel() throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
        var ours = JSONModelEncoder()
        ours.outputFormatting = [.sortedKeys, .prettyPrinted]
        // Foundation pretty-prints empty containers over three lines; keep them out.
        var value = Everything()
        value.nested = [["b"], ["a"]]
        value.dictionary = ["b": 1, "a": -2.25, "c": 1e300]
        #expect(try ours.encode(value) == Array(try foundation.encode(value)))
    }
}

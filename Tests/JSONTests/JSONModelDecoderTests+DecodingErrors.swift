import Foundation
import JSON
import Testing

extension JSONModelDecoderTests {
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
}

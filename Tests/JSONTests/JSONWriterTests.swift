import JSON
import Testing

// Behaviour of JSONWriter and the JSONValue serialization conveniences.

private func text(_ value: JSONValue, _ formatting: JSONWriter.Formatting = []) throws -> String {
    try JSONWriter(formatting: formatting).string(value)
}

/// The escaping rules spelled out byte by byte, to check the word-at-a-time scanner against.
private func referenceQuoted(_ string: String, escapingSlashes: Bool = true) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "/" where escapingSlashes: result += "\\/"
        case "\u{08}": result += "\\b"
        case "\u{0C}": result += "\\f"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            result += "\\u00" + (hex.count == 1 ? "0" + hex : hex)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test func compactOutput() throws {
        #expect(try text(["a": 1, "b": [true, nil]]) == #"{"a":1,"b":[true,null]}"#)
        #expect(try text([]) == "[]")
        #expect(try text([:]) == "{}")
        #expect(try text(nil) == "null")
        #expect(try text(false) == "false")
        #expect(try text("x") == #""x""#)
        #expect(try text([[], [[]], ["k": [:]]]) == #"[[],[[]],{"k":{}}]"#)
    }

    @Test func membersKeepTheirOrderUnlessSorted() throws {
        let value: JSONValue = ["b": 1, "a": 2, "B": 3, "é": 4, "aa": 5, "_": 6, "😀": 7, "\u{FFFF}": 8]
        #expect(try text(value) == #"{"b":1,"a":2,"B":3,"é":4,"aa":5,"_":6,"😀":7,"￿":8}"#)
        // Sorted by Unicode scalar (UTF-8 byte) order, as Foundation sorts.
        #expect(try text(value, .sortedKeys) == #"{"B":3,"_":6,"a":2,"aa":5,"b":1,"é":4,"￿":8,"😀":7}"#)
    }

    @Test func prettyPrinting() throws {
        let value: JSONValue = ["name": "x", "list": [1, [2, 3], [:]], "empty": [], "nested": ["k": nil]]
        #expect(try text(value, .prettyPrinted) == """
            {
              "name" : "x",
              "list" : [
                1,
                [
                  2,
                  3
                ],
                {}
              ],
              "empty" : [],
              "nested" : {
                "k" : null
              }
            }
            """)
        #expect(try text([], .prettyPrinted) == "[]")
        #expect(try text(42, .prettyPrinted) == "42")
    }

    @Test(arguments: [
        (JSONNumber(0), "0"), (JSONNumber(-7), "-7"), (JSONNumber(Int64.min), "-9223372036854775808"),
        (JSONNumber(UInt64.max), "18446744073709551615"), (JSONNumber(1.0), "1"), (JSONNumber(-0.0), "-0"),
        (JSONNumber(0.0), "0"), (JSONNumber(0.1), "0.1"), (JSONNumber(-2.5), "-2.5"), (JSONNumber(1e15), "1000000000000000"),
        (JSONNumber(999_999_999_999_999.0), "999999999999999"), (JSONNumber(1e16), "1e+16"),
        (JSONNumber(9_007_199_254_740_992.0), "9007199254740992"), (JSONNumber(1e-7), "1e-07"),
        (JSONNumber(0.1 + 0.2), "0.30000000000000004"), (JSONNumber(Double.leastNonzeroMagnitude), "5e-324"),
        (JSONNumber(1.7976931348623157e308), "1.7976931348623157e+308"), (JSONNumber(123.456), "123.456"),
    ])
    func numbers(number: JSONNumber, expected: String) throws {
        #expect(try text(.number(number)) == expected)
        // Whatever is written reads back as the same number.
        #expect(try JSONParser().parse(expected) == .number(number))
    }

    @Test func stringEscapes() throws {
        #expect(try text("a\"b\\c/d\u{8}\u{c}\n\r\t") == #""a\"b\\c\/d\b\f\n\r\t""#)
        #expect(try text("a/b", .withoutEscapingSlashes) == #""a/b""#)
        #expect(try text("\u{0}\u{1}\u{1f}\u{7f}") == "\"\\u0000\\u0001\\u001f\u{7f}\"")
        // Non-ASCII text, including U+2028/U+2029, is written raw.
        #expect(try text("é日本😀\u{2028}\u{2029}") == "\"é日本😀\u{2028}\u{2029}\"")
        #expect(try text("") == #""""#)
    }

    @Test func everyControlCharacterIsEscaped() throws {
        for value in UInt8(0)..<0x20 {
            let string = String(UnicodeScalar(value))
            #expect(try text(.string(string)) == referenceQuoted(string))
        }
    }

    @Test func longStringsMatchTheReferenceEscaper() throws {
        // Escapes at every offset around the eight-byte blocks the writer scans.
        let specials: [Character] = ["\"", "\\", "/", "\n", "\u{1}", "é", "😀", "a"]
        for length in 0..<40 {
            for special in specials {
                for offset in stride(from: 0, to: max(length, 1), by: 3) {
                    var characters = Array(repeating: Character("x"), count: length)
                    if offset < length { characters[offset] = special }
                    let string = String(characters)
                    #expect(try text(.string(string)) == referenceQuoted(string))
                    #expect(try text(.string(string), .withoutEscapingSlashes)
                        == referenceQuoted(string, escapingSlashes: false))
                }
            }
        }
    }

    @Test func keysAreEscapedToo() throws {
        #expect(try text(["a\"/b": 1]) == #"{"a\"\/b":1}"#)
    }

    @Test func nonFiniteNumbersThrowWithTheirPath() throws {
        let value: JSONValue = ["items": [1, ["price": .number(JSONNumber(Double.nan))]]]
        let error = try #require(throws: JSONWriteError.self) { try JSONWriter().write(value) }
        guard case .nonFiniteNumber(let number) = error.kind else {
            Issue.record("unexpected \(error.kind)")
            return
        }
        #expect(number.isNaN)
        #expect(error.path == [.key("items"), .index(1), .key("price")])
        #expect(error.pathDescription == "$.items[1].price")
        #expect(error.description.contains("$.items[1].price"))

        let top = try #require(throws: JSONWriteError.self) {
            try JSONWriter().write(.number(JSONNumber(-Double.infinity)))
        }
        #expect(top == JSONWriteError(kind: .nonFiniteNumber(-.infinity), path: []))
    }

    @Test func nestingLimit() throws {
        func nested(_ depth: Int) -> JSONValue {
            var value: JSONValue = 1
            for _ in 0..<depth { value = [value] }
            return value
        }
        let writer = JSONWriter(maxDepth: 4)
        #expect(try writer.string(nested(4)) == "[[[[1]]]]")
        let error = try #require(throws: JSONWriteError.self) { try writer.write(["a": nested(4)]) }
        #expect(error.kind == .nestingTooDeep(limit: 4))
        #expect(error.path == [.key("a"), .index(0), .index(0), .index(0)])
        // The default limit matches the parser's, so what one writes the other reads.
        let deepest = nested(512)
        let bytes = try JSONWriter().write(deepest)
        #expect(try JSONParser().parse(bytes) == deepest)
        #expect(throws: JSONWriteError.self) { try JSONWriter().write(nested(513)) }
    }

    @Test func writeIntoAppends() throws {
        var output = Array("prefix:".utf8)
        try JSONWriter().write(["a": 1], into: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"prefix:{"a":1}"#)
        // A failed write leaves the output as it was.
        #expect(throws: JSONWriteError.self) {
            try JSONWriter().write([1, .number(JSONNumber(Double.infinity))], into: &output)
        }
        #expect(String(decoding: output, as: UTF8.self) == #"prefix:{"a":1}"#)
    }

    @Test func serializationConveniences() throws {
        let value: JSONValue = ["url": "https://x/y", "n": 1.5]
        #expect(try value.serialized() == Array(#"{"url":"https:\/\/x\/y","n":1.5}"#.utf8))
        #expect(try value.jsonString([.withoutEscapingSlashes, .sortedKeys]) == #"{"n":1.5,"url":"https://x/y"}"#)
    }

    @Test func roundTripsThroughTheParser() throws {
        let value: JSONValue = [
            "string": "line\nbreak \"quoted\" \\ / \u{1} é 😀",
            "numbers": [0, -1, 1.5, 1e300, -2.5e-300, .number(JSONNumber(UInt64.max)), .number(JSONNumber(Int64.min))],
            "flags": [true, false, nil],
            "nested": ["deeper": [["k": []]]],
            "": "empty key",
        ]
        for formatting: JSONWriter.Formatting in [[], .prettyPrinted, .sortedKeys, .withoutEscapingSlashes] {
            let bytes = try JSONWriter(formatting: formatting).write(value)
            #expect(try JSONParser().parse(bytes) == value)
        }
    }

    @Test func largeDocument() throws {
        let items: [JSONValue] = (0..<2000).map { index in
            ["id": .number(JSONNumber(index)), "title": .string("Item \(index) / \"x\""), "tags": ["a", "b"]]
        }
        let value = JSONValue.array(items)
        let bytes = try JSONWriter().write(value)
        #expect(bytes.count > 60_000)
        #expect(try JSONParser().parse(bytes) == value)
    }
}

import JSON
import Testing

@Suite("JSONParser")
struct JSONParserTests {
    func parse(_ text: String, options: JSONParser.Options = .init()) throws(JSONParseError) -> JSONValue {
        try JSONParser(options: options).parse(text)
    }

    func error(_ text: String, options: JSONParser.Options = .init()) -> JSONParseError? {
        do throws(JSONParseError) {
            _ = try parse(text, options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5, true, false, null, "x"], "b": {}} "#)
        #expect(value == ["a": [1, -2.5, true, false, nil, "x"], "b": [:]])
    }

    @Test func keepsKeyOrder() throws {
        let value = try parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
    }

    @Test func repeatedKeyKeepsFirstPositionAndLastValue() throws {
        let value = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value.objectValue?.keys == ["a", "b"])
        #expect(value["a"] == 3)
    }

    @Test func repeatedKeysAreFoundWhateverTheirSpelling() throws {
        // Plain ASCII keys are compared by length first: same-length and different-length neighbours.
        let plain = try parse(#"{"ab": 1, "abc": 2, "ba": 3, "ab": 4}"#)
        #expect(plain.objectValue?.keys == ["ab", "abc", "ba"])
        #expect(plain["ab"] == 4)
        // An escaped spelling of a plain key is the same key.
        let escaped = try parse(#"{"ab": 1, "\u0061b": 2}"#)
        #expect(escaped.objectValue?.keys == ["ab"])
        #expect(escaped["ab"] == 2)
        // Keys are Swift Strings: canonically equivalent spellings of different byte lengths are one key.
        let equivalent = try parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
        #expect(equivalent.objectValue?.count == 1)
        #expect(equivalent["\u{e9}"] == 2)
    }

    @Test func largeObjectsLookUpByIndex() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let value = try parse("{\(members)}")
        #expect(value.objectValue?.count == 100)
        #expect(value["k73"] == 73)
        #expect(value.objectValue?.keys.first == "k0")
    }

    @Test func integersStayExact() throws {
        #expect(try parse("9007199254740993").numberValue?.int64Value == 9_007_199_254_740_993)
        #expect(try parse("9223372036854775807").numberValue?.int64Value == Int64.max)
        #expect(try parse("-9223372036854775808").numberValue?.int64Value == Int64.min)
        #expect(try parse("18446744073709551615").numberValue?.uint64Value == UInt64.max)
        #expect(try parse("18446744073709551616").numberValue?.isInteger == false)
        #expect(try parse("18446744073709551616").doubleValue == 18_446_744_073_709_551_616.0)
        #expect(try parse("-9223372036854775809").doubleValue == -9_223_372_036_854_775_809.0)
    }

    @Test func realsAreCorrectlyRounded() throws {
        #expect(try parse("0.1").doubleValue == 0.1)
        #expect(try parse("1.7976931348623157e308").doubleValue == .greatestFiniteMagnitude)
        #expect(try parse("2.2250738585072014E-308").doubleValue == 2.2250738585072014E-308)
        #expect(try parse("4.9e-324").doubleValue == .leastNonzeroMagnitude)
        #expect(try parse("123456789012345678901234567890").doubleValue == 123456789012345678901234567890.0)
        #expect(try parse("0.30000000000000004441").doubleValue == 0.30000000000000004)
        #expect(try parse("1e-400").doubleValue == 0)
        #expect(try parse("1E2").numberValue?.int64Value == 100)
        let negativeZero = try #require(try parse("-0").doubleValue)
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
    }

    @Test func numbersOutOfDoubleRangeAreErrors() {
        #expect(error("1e400")?.kind == .numberOutOfRange)
        #expect(error("[-1e99999]")?.kind == .numberOutOfRange)
    }

    @Test func numberGrammarIsStrict() {
        #expect(error("01") != nil)
        #expect(error("1.") != nil)
        #expect(error(".5") != nil)
        #expect(error("+1") != nil)
        #expect(error("1e") != nil)
        #expect(error("-") != nil)
        #expect(error("0x10") != nil)
        #expect(error("NaN") != nil)
        #expect(error("Infinity") != nil)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""\u00e9\u65E5\uD83D\uDE00""#) == .string("é日😀"))
        #expect(try parse("\"é日😀\"") == .string("é日😀"))
    }

    @Test func loneSurrogatesAreErrors() {
        #expect(error(#""\uD800""#)?.kind == .loneSurrogate(0xD800))
        #expect(error(#""\uDC00x""#)?.kind == .loneSurrogate(0xDC00))
        #expect(error(#""\uD800\u0041""#)?.kind == .loneSurrogate(0xD800))
    }

    @Test func controlCharactersAndBadEscapesAreErrors() {
        #expect(error("\"a\u{01}b\"")?.kind == .controlCharacterInString(0x01))
        #expect(error(#""\x""#)?.kind == .invalidEscape(UInt8(ascii: "x")))
        #expect(error(#""\u12G4""#)?.kind == .invalidUnicodeEscape)
    }

    @Test func invalidUTF8InKeysAndValuesIsAnErrorWithItsOffset() throws {
        var value = Array(#"{"ok": "caf"#.utf8) + [0xC3] + Array(#"", "x": 1}"#.utf8)
        var failure = try #require(error(in: value))
        #expect(failure.kind == .invalidUTF8)
        #expect(failure.offset == 11)

        value = Array(#"{"k"#.utf8) + [0xFF] + Array(#"": 1}"#.utf8)
        failure = try #require(error(in: value))
        #expect(failure.kind == .invalidUTF8)
        #expect(failure.offset == 3)

        // Overlong encoding of "/", and an encoded surrogate.
        #expect(error(in: [0x22, 0xC0, 0xAF, 0x22])?.kind == .invalidUTF8)
        #expect(error(in: [0x22, 0xED, 0xA0, 0x80, 0x22])?.kind == .invalidUTF8)
        #expect(error(in: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22])?.kind == .invalidUTF8)
    }

    func error(in bytes: [UInt8]) -> JSONParseError? {
        do throws(JSONParseError) {
            _ = try JSONParser().parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorsSayLineAndColumn() throws {
        let failure = try #require(error("{\n  \"a\": 1,\n  \"b\": tru\n}"))
        #expect(failure.line == 3)
        #expect(failure.column == 11)
        #expect(failure.offset == 22)
        #expect(failure.description == "JSON error at line 3, column 11 (byte 22): unexpected byte 0x0A, expected 'true'")
    }

    @Test func structuralErrorsNameWhatWasExpected() {
        #expect(error("")?.kind == .emptyInput)
        #expect(error("   ")?.kind == .emptyInput)
        #expect(error("[1,]")?.kind == .unexpectedByte(UInt8(ascii: "]"), expected: "a value"))
        #expect(error("[1 2]")?.kind == .unexpectedByte(UInt8(ascii: "2"), expected: "',' or ']'"))
        #expect(error(#"{"a" 1}"#)?.kind == .unexpectedByte(UInt8(ascii: "1"), expected: "':'"))
        #expect(error("{1: 2}")?.kind == .unexpectedByte(UInt8(ascii: "1"), expected: "a string key"))
        #expect(error("[1] x")?.kind == .trailingContent)
        #expect(error(#"{"a": [1, 2"#)?.kind == .unexpectedEndOfInput)
        #expect(error("\u{FEFF}{}") != nil)
    }

    @Test func nestingLimitEndsInAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let failure = try #require(error(deep))
        #expect(failure.kind == .nestingTooDeep(limit: 512))
        #expect(failure.offset == 512)

        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(error(objects)?.kind == .nestingTooDeep(limit: 512))

        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try parse(atLimit) }
        #expect(error(atLimit, options: .init(maxDepth: 10))?.kind == .nestingTooDeep(limit: 10))
    }

    @Test func fiftyMegabyteStringParsesAndTheSizeLimitRefusesIt() throws {
        let size = 50_000_000
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: size + 2)
        bytes[0] = UInt8(ascii: "\"")
        bytes[size + 1] = UInt8(ascii: "\"")
        let value = try JSONParser().parse(bytes)
        #expect(value.stringValue?.utf8.count == size)

        do throws(JSONParseError) {
            _ = try JSONParser(options: .init(maxInputSize: 1_000_000)).parse(bytes)
            Issue.record("a 50 MB document passed a 1 MB limit")
        } catch {
            #expect(error.kind == .inputTooLarge(size: size + 2, limit: 1_000_000))
        }

        // The same string with an escape near the end takes the slow path.
        bytes[size - 1] = UInt8(ascii: "\\")
        bytes[size] = UInt8(ascii: "n")
        #expect(try JSONParser().parse(bytes).stringValue?.hasSuffix("a\n") == true)
        bytes[size] = 0xFF
        #expect(error(in: bytes)?.kind == .invalidEscape(0xFF))
    }
}

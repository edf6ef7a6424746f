import SDUI
import Testing

@Suite("The text pattern subset (scan codes, expressions' matches)")
struct TextPatternTests {
    @Test("matches and non-matches", arguments: [
        ("^3S[A-Z0-9]{8,13}$", "3SABCD1234567", true),
        ("^3S[A-Z0-9]{8,13}$", "3SABCD123", false),          // 7 after 3S
        ("^3S[A-Z0-9]{8,13}$", "3SABCD1234567890", false),   // 14 after 3S
        ("^3S[A-Z0-9]{8,13}$", "3sABCD1234567", false),      // case-sensitive
        ("^3S[A-Z0-9]{8,13}$", "X3SABCD1234567", false),
        ("3S[A-Z]+", "XX3SABC", true),                        // unanchored: searches
        ("^\\d{13}$", "4006381333931", true),
        ("^\\d{13}$", "400638133393", false),
        ("^[^0-9]+$", "ABC", true),
        ("^[^0-9]+$", "AB1", false),
        ("^(JJD|JVGL)\\d{4,}$", "JVGL12345", true),
        ("^(JJD|JVGL)\\d{4,}$", "JJX12345", false),
        ("^(?:AB)*C?$", "ABABC", true),
        ("^(?:AB)*C?$", "ABA", false),
        ("^a.c$", "abc", true),
        ("^a.c$", "ac", false),
        ("^colou?r$", "color", true),
        ("^colou?r$", "colour", true),
        ("^[A-Z\\-]{3}$", "A-B", true),
        ("^\\w+\\s\\w+$", "ab cd", true),
        ("^\\D\\W\\S$", "a-b", true),
        ("^x{2}$", "xx", true),
        ("^x{2}$", "xxx", false),
        ("^[a-c]{2,}?$", "abc", true),    // lazy is accepted
        ("^1\\.5$", "1.5", true),
        ("^1\\.5$", "105", false),
        ("", "anything", true),
        ("^$", "", true),
        ("a|b|", "z", true),              // the empty branch matches
    ])
    func matches(pattern: String, code: String, expected: Bool) throws {
        #expect(try TextPattern(pattern).matches(code) == expected)
    }

    @Test("unsupported or malformed patterns name the position and reason", arguments: [
        ("^(abc$", 1, "never closed"),
        ("abc)", 3, "no matching"),
        ("[abc", 0, "never closed"),
        ("a{3,1}", 1, "wrong way round"),
        ("a{2", 1, "expected '}'"),
        ("*a", 0, "nothing to repeat"),
        ("(?=a)b", 0, "lookarounds"),
        ("(a)\\1", 3, "not supported"),
        ("\\bword", 0, "not supported"),
        ("\\p{L}", 0, "not supported"),
        ("a++", 2, "possessive"),
        ("a**", 2, "cannot follow"),
        ("[z-a]", 2, "reversed"),
        ("[[:alpha:]]", 1, "POSIX"),
        ("a{1001}", 1, "limited to 1000"),
        ("^*", 0, "anchor cannot be repeated"),
        ("abc\\", 3, "lone"),
    ])
    func errors(pattern: String, position: Int, reason: String) {
        let error = #expect(throws: PatternError.self) { try TextPattern(pattern) }
        #expect(error?.position == position, "\(pattern): \(String(describing: error))")
        #expect(error?.reason.contains(reason) == true, "\(pattern): \(String(describing: error))")
        #expect(error?.description.contains(pattern) == true)
    }

    @Test("catastrophic backtracking ends with an error, not a hang")
    func budget() throws {
        let pattern = try TextPattern("^(a*)*b$")
        let error = #expect(throws: PatternError.self) { try pattern.matches(String(repeating: "a", count: 40)) }
        #expect(error?.reason.contains("too many steps") == true)
    }

    @Test("codes over the checked length are refused")
    func longCodes() throws {
        let pattern = try TextPattern("^A+$")
        #expect(try pattern.matches(String(repeating: "A", count: 256)))
        #expect(throws: PatternError.self) { try pattern.matches(String(repeating: "A", count: 257)) }
    }

    @Test("nesting is bounded")
    func depth() {
        #expect(throws: PatternError.self) { try TextPattern(String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)) }
        #expect(throws: Never.self) { try TextPattern(String(repeating: "(", count: 20) + "a" + String(repeating: ")", count: 20)) }
    }
}

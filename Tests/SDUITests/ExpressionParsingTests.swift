import JSON
import SDUI
import Testing

/// Parsing expressions and the fields that hold them: syntax errors with
/// their columns, the checks made when a screen is decoded, and `@{…}` in text.
@Suite("Expressions: parsing and text fields")
struct ExpressionParsingTests {
    @Test("syntax errors name the column and what was expected", arguments: [
        ("1 +", 4, "expected a value"), ("1 = 2", 3, "did you mean '=='"), ("'abc", 1, "no closing quote"),
        ("a & b", 3, "did you mean '&&'"), ("(1 + 2", 7, "expected ')'"), ("f(1, 2", 7, "expected ')'"),
        ("1 2", 3, "after a complete expression"), ("", 1, "empty"), ("a ? b", 6, "expected ':' for the '?' at column 3"),
        ("12abc", 3, "cannot run into a name"), ("#", 1, "cannot start anything"),
        ("99999999999999999999", 1, "larger than the largest integer"), ("1 +\u{7}", 4, "U+7"),
    ])
    func syntaxErrors(source: String, column: Int, message: String) {
        let error = #expect(throws: ExpressionError.self) { try Expression(parsing: source) }
        #expect(error?.column == column, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("nesting is bounded: deep parentheses are an error, not a stack overflow")
    func depth() throws {
        let shallow = String(repeating: "(", count: 20) + "1" + String(repeating: ")", count: 20)
        #expect(try Expression(parsing: shallow) == Expression(.literal(.integer(1)), column: 1))
        for deep in [String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000),
                     String(repeating: "!", count: 1_900) + "true",
                     String(repeating: "a ? ", count: 400) + "1" + String(repeating: " : 2", count: 400)] {
            let error = #expect(throws: ExpressionError.self) { try Expression(parsing: deep) }
            #expect(error?.message.contains("nests deeper") == true || error?.message.contains("at most") == true,
                    "\(String(describing: error))")
        }
    }

    @Test("problems found before running: unknown names and functions, wrong arity, unusable literal patterns")
    func checks() throws {
        let source = "len(name) > 2 && nope(x) && matches(code, '(a') && trim(a, b)"
        let problems = try Expression(parsing: source).problems(knownNames: ["name", "code", "a", "b"], source: source)
        #expect(problems.map(\.column) == [18, 23, 43, 52])
        #expect(problems[0].message.hasPrefix("there is no function 'nope'"))
        #expect(problems[1].message.contains("'x' is not a key of the screen's initialState; its keys are a, b, code, name"))
        #expect(problems[2].message.contains("the pattern '(a' cannot be used"))
        #expect(problems[3].message == "trim takes 1 argument, not 2")
        #expect(try Expression(parsing: "count + 1").problems(knownNames: ["count"], source: "count + 1").isEmpty)
    }

    @Test("a text with @{…}: values written in, a lone expression keeps its type, escapes and braces in strings")
    func interpolation() throws {
        let state = ScreenState(["count": .number(JSONNumber(3)), "insured": .bool(false), "price": .number(JSONNumber(12.5))])
        #expect(try InterpolatedText.parse("plain text, an @ sign and {braces}") == nil)
        let total = try #require(try InterpolatedText.parse("Total: @{count * 2} items"))
        #expect(try total.value(in: state) == .string("Total: 6 items"))
        #expect(total.names == ["count"])
        #expect(try #require(try InterpolatedText.parse("@{insured}")).value(in: state) == .boolean(false))
        #expect(try #require(try InterpolatedText.parse("@{ count }")).value(in: state) == .integer(3))
        #expect(try #require(try InterpolatedText.parse("Pay € @{decimals(price * count, 2)}")).value(in: state) == .string("Pay € 37.50"))
        #expect(try #require(try InterpolatedText.parse("@{'}'} and @{'@{'}")).value(in: state) == .string("} and @{"))
        #expect(try #require(try InterpolatedText.parse("literally \\@{count}")).value(in: state) == .string("literally @{count}"))
        #expect(try #require(try InterpolatedText.parse("@{count}@{count}")).value(in: state) == .string("33"))
    }

    @Test("a broken text field: the column counts from the start of the field, and the literal is shown")
    func brokenFields() throws {
        let syntax = #expect(throws: ExpressionError.self) { try InterpolatedText.parse("Hello @{name +} there") }
        #expect(syntax?.column == 15, "\(String(describing: syntax))")
        #expect(syntax?.expression == "Hello @{name +} there")
        let unclosed = #expect(throws: ExpressionError.self) { try InterpolatedText.parse("Hi @{name") }
        #expect(unclosed?.column == 4)
        #expect(unclosed?.message == "'@{' has no closing '}'")

        let field = try #require(try InterpolatedText.parse("Total: @{1 / count}"))
        let zero = ScreenState(["count": .number(JSONNumber(0))])
        let error = #expect(throws: ExpressionError.self) { try field.value(in: zero) }
        #expect(error?.message.contains("division by zero (column 10 of the field)") == true, "\(String(describing: error))")
        #expect(field.text(in: zero) == "Total: @{1 / count}")
    }
}

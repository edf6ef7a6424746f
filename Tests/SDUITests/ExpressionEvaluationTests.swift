import JSON
import SDUI
import Testing

/// The expression language: what each operator and function gives, and
/// that every failure is an error with a message and a column, never a trap.
@Suite("Expressions: evaluation")
struct ExpressionEvaluationTests {
    static let state = ScreenState([
        "count": .number(JSONNumber(3)), "price": .number(JSONNumber(2.5)), "insured": .bool(true),
        "email": .string("ada@example.com"), "empty": .string(""), "nothing": .null,
        "list": .array([.number(JSONNumber(1))]),
    ])

    static func evaluate(_ source: String, in state: ScreenState = Self.state) throws(ExpressionError) -> ExpressionValue {
        var evaluator = ExpressionEvaluator(state: state)
        return try evaluator.evaluate(try Expression(parsing: source), source: source)
    }

    @Test("operators, precedence and literals", arguments: [
        ("1 + 2 * 3", ExpressionValue.integer(7)), ("(1 + 2) * 3", .integer(9)), ("7 / 2", .integer(3)),
        ("7 / 2.0", .number(3.5)), ("7 % 3", .integer(1)), ("-7 % 3", .integer(-1)), ("-3 + 1", .integer(-2)),
        ("- -3", .integer(3)), ("2 < 3 && 3 < 4", .boolean(true)), ("!true || false", .boolean(false)),
        ("true ? 1 : 2", .integer(1)), ("false ? 1 : true ? 2 : 3", .integer(2)), ("'a' + 'b'", .string("ab")),
        ("1 == 1.0", .boolean(true)), ("'b' > 'a'", .boolean(true)), ("1e3", .number(1000)), ("2.5e-1", .number(0.25)),
        ("1 - 2 - 3", .integer(-4)), ("2 * 3 % 4", .integer(2)), ("1 < 2 == true", .boolean(true)),
        ("'it\\'s'", .string("it's")), ("'a\\\\b\\d'", .string("a\\b\\d")), ("true != false", .boolean(true)), ("10 - 2.5", .number(7.5)),
    ])
    func operators(source: String, expected: ExpressionValue) throws {
        #expect(try Self.evaluate(source) == expected)
    }

    @Test("functions", arguments: [
        ("len('héllo')", ExpressionValue.integer(5)), ("upper('abc')", .string("ABC")), ("lower('ÀB')", .string("àb")),
        ("trim('  x y ')", .string("x y")), ("contains('parcel', 'rc')", .boolean(true)), ("contains('parcel', 'x')", .boolean(false)),
        ("contains('a', '')", .boolean(true)), ("matches('3SABCD1234567', '^3S[A-Z0-9]{8,13}$')", .boolean(true)),
        ("matches('3sabc', '^3S')", .boolean(false)), ("decimals(12.5, 2)", .string("12.50")), ("decimals(-0.5, 0)", .string("-1")),
        ("decimals(3, 2)", .string("3.00")), ("decimals(0.05, 1)", .string("0.1")), ("decimals(1234.5678, 3)", .string("1234.568")),
        ("toInteger('42')", .integer(42)), ("toInteger(true)", .integer(1)), ("toInteger(4.0)", .integer(4)),
        ("toNumber('2.5') * 2", .number(5)), ("min(3, 2.5)", .number(2.5)), ("max(3, 4)", .integer(4)), ("abs(-4)", .integer(4)),
        ("toString(3) + 'x'", .string("3x")), ("toString(2.0)", .string("2")), ("toString(true)", .string("true")),
    ])
    func functions(source: String, expected: ExpressionValue) throws {
        #expect(try Self.evaluate(source) == expected)
    }

    @Test("names read the screen's state")
    func stateNames() throws {
        #expect(try Self.evaluate("count * price") == .number(7.5))
        #expect(try Self.evaluate("count * 2") == .integer(6))
        #expect(try Self.evaluate("insured ? 'With insurance' : 'Without'") == .string("With insurance"))
        #expect(try Self.evaluate("matches(email, '^[^@]+@[^@]+\\.[a-z]+$') && len(empty) == 0") == .boolean(true))
        #expect(try Expression(parsing: "a + b > c ? d : len(e)").names == ["a", "b", "c", "d", "e"])
    }

    @Test("&& and || do not evaluate what they do not need")
    func shortCircuit() throws {
        #expect(try Self.evaluate("false && 1 / 0 == 1") == .boolean(false))
        #expect(try Self.evaluate("true || nothing") == .boolean(true))
        #expect(try Self.evaluate("insured ? 1 : 1 / 0") == .integer(1))
    }

    @Test("evaluation errors name the problem and the column", arguments: [
        ("1 / 0", 1, "division by zero"), ("5 % 0", 1, "division by zero"), ("1.5 / 0", 1, "division by zero"),
        ("9223372036854775807 + 1", 1, "out of the integer range"), ("-(-9223372036854775807 - 1)", 1, "out of the integer range"),
        ("1 + 'a'", 1, "cannot combine the integer 1 and the string 'a'; convert one"), ("!3", 1, "'!' needs a boolean"),
        ("count + nothing", 9, "'nothing' has no value"), ("missing", 1, "'missing' has no value"),
        ("list", 1, "'list' is a list"), ("1 ? 2 : 3", 1, "the condition before '?' must be a boolean"),
        ("len(3)", 1, "len takes a string, not the integer 3"), ("nope(1)", 1, "there is no function 'nope'"),
        ("len('a', 'b')", 1, "len takes 1 argument, not 2"), ("decimals(1.5, 11)", 1, "from 0 to 10"),
        ("decimals(1e300, 2)", 1, "too large"), ("toInteger('4x')", 1, "'4x' is not an integer"),
        ("matches('a', '(a')", 1, "the pattern '(a' cannot be used"), ("1e308 * 10", 1, "too large for a number"),
        ("true && 3", 9, "'&&' needs booleans"), ("'a' < 1", 1, "cannot combine"), ("true < false", 1, "cannot combine"),
    ])
    func evaluationErrors(source: String, column: Int, message: String) {
        let error = #expect(throws: ExpressionError.self) { try Self.evaluate(source) }
        #expect(error?.column == column, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.expression == source)
    }

    @Test("the step budget stops long work with an error, not a hang")
    func budget() throws {
        let long = Array(repeating: "len('" + String(repeating: "x", count: 1_000) + "')", count: 1_000).joined(separator: " + ")
        let tooLong = #expect(throws: ExpressionError.self) { try Expression(parsing: long) }
        #expect(tooLong?.message.contains("at most 2000 characters") == true)

        let sum = Array(repeating: "count", count: 200).joined(separator: " + ")
        #expect(try Self.evaluate(sum) == .integer(600))
        var tight = ExpressionEvaluator(budget: 50, lookup: { _ in .number(JSONNumber(1)) })
        let error = #expect(throws: ExpressionError.self) { try tight.evaluate(try Expression(parsing: sum), source: sum) }
        #expect(error?.message.contains("steps") == true)

        // Joining text cannot grow without bound.
        let big = ScreenState(["s": .string(String(repeating: "y", count: 6_000))])
        let joined = #expect(throws: ExpressionError.self) { try Self.evaluate("s + s", in: big) }
        #expect(joined?.message.contains("longer than 10000 bytes") == true)
    }
}

/// The functions expressions may call. A fixed set, so a client and a
/// server (which evaluates for clients without expressions) agree on every
/// result; a name outside it is a diagnostic when the screen is decoded.
///
/// | Function | Result |
/// | --- | --- |
/// | `len(s)` | characters in `s` (integer) |
/// | `trim(s)` | `s` without leading and trailing white space |
/// | `upper(s)`, `lower(s)` | `s` in capitals, in small letters |
/// | `contains(s, part)` | whether `part` occurs in `s` |
/// | `matches(s, pattern)` | whether `pattern` (the `TextPattern` subset) matches `s` |
/// | `decimals(n, places)` | `n` written with exactly `places` (0…10) decimals, rounded half away from zero |
/// | `toString(x)` | `x` as text |
/// | `toInteger(x)` | a string of digits, a whole number or a boolean (0/1) as an integer |
/// | `toNumber(x)` | a numeric string or an integer as a number |
/// | `min(a, b)`, `max(a, b)`, `abs(n)` | on integers and numbers |
struct ExpressionFunction: Sendable {
    let name: String
    let arity: ClosedRange<Int>
    let apply: @Sendable ([ExpressionValue], inout ExpressionEvaluator, Expression) throws(ExpressionError) -> ExpressionValue

    static let all: [String: ExpressionFunction] = {
        var table: [String: ExpressionFunction] = [:]
        for function in list { table[function.name] = function }
        return table
    }()

    static func unknownMessage(_ name: String) -> String {
        "there is no function '\(name)'; the functions are \(all.keys.sorted().joined(separator: ", "))"
    }

    func arityMessage(given: Int) -> String {
        let wanted = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)"
        return "\(name) takes \(wanted) argument\(arity.upperBound == 1 ? "" : "s"), not \(given)"
    }

    static let list: [ExpressionFunction] = [
        string("len") { text, _, _ throws(ExpressionError) in .integer(text.count) },
        string("trim") { text, _, _ throws(ExpressionError) in .string(trimmed(text)) },
        string("upper") { text, _, _ throws(ExpressionError) in .string(text.uppercased()) },
        string("lower") { text, _, _ throws(ExpressionError) in .string(text.lowercased()) },
        ExpressionFunction(name: "contains", arity: 2...2) { values, evaluator, call throws(ExpressionError) in
            guard case .string(let text) = values[0], case .string(let part) = values[1] else {
                throw evaluator.error("contains takes two strings", at: call)
            }
            try evaluator.spend((text.utf8.count * max(1, part.utf8.count)) / 256, at: call)
            return .boolean(occurs(part, in: text))
        },
        ExpressionFunction(name: "matches", arity: 2...2) { values, evaluator, call throws(ExpressionError) in
            guard case .string(let text) = values[0], case .string(let source) = values[1] else {
                throw evaluator.error("matches takes a string and a pattern (a string)", at: call)
            }
            do throws(PatternError) {
                return .boolean(try TextPattern(source).matches(text))
            } catch {
                throw evaluator.error(error.description, at: call)
            }
        },
        ExpressionFunction(name: "decimals", arity: 2...2) { values, evaluator, call throws(ExpressionError) in
            guard case .integer(let places) = values[1], (0...10).contains(places) else {
                throw evaluator.error("decimals takes the number of places as an integer from 0 to 10", at: call)
            }
            switch values[0] {
            case .integer(let integer):
                return .string(places == 0 ? String(integer) : String(integer) + "." + String(repeating: "0", count: places))
            case .number(let number):
                guard let text = FixedDecimals.format(number, places: places) else {
                    throw evaluator.error("\(number) is too large to write with \(places) decimals", at: call)
                }
                return .string(text)
            default:
                throw evaluator.error("decimals formats a number, not the \(values[0].typeName) \(ExpressionEvaluator.quoted(values[0]))", at: call)
            }
        },
        ExpressionFunction(name: "toString", arity: 1...1) { values, _, _ throws(ExpressionError) in .string(values[0].text) },
        ExpressionFunction(name: "toInteger", arity: 1...1) { values, evaluator, call throws(ExpressionError) in
            switch values[0] {
            case .integer: return values[0]
            case .boolean(let flag): return .integer(flag ? 1 : 0)
            case .number(let number):
                guard let integer = Int(exactly: number) else {
                    throw evaluator.error("\(number) is not a whole number in the integer range", at: call)
                }
                return .integer(integer)
            case .string(let text):
                guard let integer = Int(trimmed(text)) else {
                    throw evaluator.error("'\(text.prefix(40))' is not an integer", at: call)
                }
                return .integer(integer)
            }
        },
        ExpressionFunction(name: "toNumber", arity: 1...1) { values, evaluator, call throws(ExpressionError) in
            switch values[0] {
            case .number: return values[0]
            case .integer(let integer): return .number(Double(integer))
            case .string(let text):
                guard let number = Double(trimmed(text)), number.isFinite else {
                    throw evaluator.error("'\(text.prefix(40))' is not a number", at: call)
                }
                return .number(number)
            case .boolean:
                throw evaluator.error("a boolean has no number; use a condition (flag ? 1.0 : 0.0)", at: call)
            }
        },
        numeric("min", 2...2) { a, b in a < b ? a : b },
        numeric("max", 2...2) { a, b in a > b ? a : b },
        ExpressionFunction(name: "abs", arity: 1...1) { values, evaluator, call throws(ExpressionError) in
            switch values[0] {
            case .integer(let integer):
                guard integer != .min else { throw evaluator.error("abs(\(integer)) is out of the integer range", at: call) }
                return .integer(abs(integer))
            case .number(let number): return .number(abs(number))
            default: throw evaluator.error("abs takes a number, not the \(values[0].typeName) \(ExpressionEvaluator.quoted(values[0]))", at: call)
            }
        },
    ]

    /// A function of one string.
    private static func string(_ name: String,
                               _ body: @escaping @Sendable (String, inout ExpressionEvaluator, Expression) throws(ExpressionError) -> ExpressionValue)
        -> ExpressionFunction {
        ExpressionFunction(name: name, arity: 1...1) { values, evaluator, call throws(ExpressionError) in
            guard case .string(let text) = values[0] else {
                throw evaluator.error("\(name) takes a string, not the \(values[0].typeName) \(ExpressionEvaluator.quoted(values[0]))", at: call)
            }
            try evaluator.spend(text.utf8.count / 16, at: call)
            return try body(text, &evaluator, call)
        }
    }

    /// `min` and `max`: two integers give an integer, otherwise a number.
    private static func numeric(_ name: String, _ arity: ClosedRange<Int>,
                                _ pick: @escaping @Sendable (Double, Double) -> Double) -> ExpressionFunction {
        ExpressionFunction(name: name, arity: arity) { values, evaluator, call throws(ExpressionError) in
            switch (values[0], values[1]) {
            case (.integer(let a), .integer(let b)):
                return .integer(pick(Double(a), Double(b)) == Double(a) ? a : b)
            case (.integer, .number), (.number, .integer), (.number, .number):
                return .number(pick(ExpressionEvaluator.double(values[0]), ExpressionEvaluator.double(values[1])))
            default:
                throw evaluator.error("\(name) takes two numbers", at: call)
            }
        }
    }

    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Whether `part` occurs in `text`, by characters (the standard library's
    /// substring search lives in a module the clip does not link).
    static func occurs(_ part: String, in text: String) -> Bool {
        let needle = Array(part)
        guard !needle.isEmpty else { return true }
        let haystack = Array(text)
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}

import JSON
import PropertyBased
import SDUI
import Testing

/// Random expressions: printing and parsing agree, and neither parsing nor
/// evaluating ever traps, whatever the text and the state.
@Suite("Expressions: properties")
struct ExpressionPropertyTests {
    /// A small deterministic generator (SplitMix64), seeded by the property library.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
    }

    static let names = ["a", "b", "count", "flag", "text"]
    static let functions = ["len", "trim", "upper", "lower", "contains", "matches", "decimals", "toString", "toInteger", "toNumber",
                            "min", "max", "abs", "unknown"]

    /// A random tree as the parser could produce it (no negative literals:
    /// `-1` is parsed as negation of 1).
    static func tree(_ random: inout Random, depth: Int) -> Expression {
        let leaf = depth >= 5 || random.below(3) == 0
        let node: Expression.Node
        if leaf {
            switch random.below(5) {
            case 0: node = .literal(.integer(random.below(1_000_000)))
            case 1: node = .literal(.number(Double(random.below(100_000)) / Double(random.pick([1, 4, 1000]))))
            case 2: node = .literal(.string(random.pick(["", "a", "it's", "back\\slash", "new\nline", "é}@{", "3SABC"])))
            case 3: node = .literal(.boolean(random.below(2) == 0))
            default: node = .name(random.pick(names))
            }
        } else {
            switch random.below(4) {
            case 0: node = .unary(random.pick([.not, .negate]), tree(&random, depth: depth + 1))
            case 1: node = .binary(random.pick(Expression.BinaryOperator.allCases), tree(&random, depth: depth + 1), tree(&random, depth: depth + 1))
            case 2: node = .conditional(tree(&random, depth: depth + 1), tree(&random, depth: depth + 1), tree(&random, depth: depth + 1))
            default: node = .call(random.pick(functions), (0..<random.below(3)).map { _ in tree(&random, depth: depth + 1) })
            }
        }
        return Expression(node, column: 1)
    }

    static func state(_ random: inout Random) -> ScreenState {
        var values = JSONObject()
        for name in names where random.below(5) != 0 {
            values[name] = random.pick([
                .number(JSONNumber(random.below(200) - 100)), .number(JSONNumber(Double(random.below(1000)) / 8)),
                .number(JSONNumber(Int64.max)), .bool(random.below(2) == 0), .string(random.pick(["", "x", "42", " 7 ", "3SAB"])),
                .null, .array([]),
            ])
        }
        return ScreenState(values)
    }

    @Test func printedExpressionsParseToTheSameTree() async {
        await propertyCheck(count: 500, input: Gen.uint64(in: .min ... .max)) { seed in
            var random = Random(state: seed)
            let expression = Self.tree(&random, depth: 0)
            let printed = expression.description
            let reparsed: Result<Expression, ExpressionError> = Result { () throws(ExpressionError) in try Expression(parsing: printed) }
            #expect(reparsed == .success(expression), "printed as \(printed)")
        }
    }

    @Test func evaluatingRandomTreesAgainstRandomStateNeverTraps() async {
        await propertyCheck(count: 500, input: Gen.uint64(in: .min ... .max)) { seed in
            var random = Random(state: seed)
            let expression = Self.tree(&random, depth: 0)
            var evaluator = ExpressionEvaluator(state: Self.state(&random))
            do throws(ExpressionError) {
                _ = try evaluator.evaluate(expression, source: expression.description)
            } catch {
                #expect(!error.message.isEmpty && error.column >= 1)
            }
        }
    }

    @Test func randomTextNeverTrapsTheParserOrTheTextFields() async {
        let pieces = ["1", "2.5", "'s'", "'", "a", "count", "(", ")", "+", "-", "*", "/", "%", "!", "&&", "||", "==", "<", ">=",
                      "?", ":", ",", "len(", "matches(", " ", "@{", "}", "\\", "e", "9999999999999999999999", "\u{0}", "é"]
        await propertyCheck(count: 1_000, input: Gen.uint64(in: .min ... .max)) { seed in
            var random = Random(state: seed)
            let text = (0..<random.below(24)).map { _ in random.pick(pieces) }.joined()
            let state = Self.state(&random)
            if let expression = try? Expression(parsing: text) {
                var evaluator = ExpressionEvaluator(state: state)
                _ = try? evaluator.evaluate(expression, source: text)
                _ = expression.problems(knownNames: Set(Self.names), source: text)
            }
            if let field = try? InterpolatedText.parse("x @{" + text + "} y") {
                _ = field.text(in: state)
            }
        }
    }
}

/// A parsed expression: the tree the evaluator walks, parsed once when the
/// screen is decoded and evaluated again whenever the state changes.
///
/// Two expressions are equal when their trees are, wherever their parts
/// stood in the text (so an expression printed and parsed again is equal
/// to the original).
public struct Expression: Sendable, Equatable, CustomStringConvertible {
    public indirect enum Node: Sendable, Equatable {
        case literal(ExpressionValue)
        /// A key of the screen's state.
        case name(String)
        case unary(UnaryOperator, Expression)
        case binary(BinaryOperator, Expression, Expression)
        /// `condition ? then : else`
        case conditional(Expression, Expression, Expression)
        case call(String, [Expression])
    }

    public enum UnaryOperator: String, Sendable {
        case not = "!"
        case negate = "-"
    }

    public enum BinaryOperator: String, Sendable, CaseIterable {
        case or = "||", and = "&&"
        case equal = "==", notEqual = "!="
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case add = "+", subtract = "-"
        case multiply = "*", divide = "/", remainder = "%"

        /// Binding strength: higher binds tighter.
        var precedence: Int {
            switch self {
            case .or: return 1
            case .and: return 2
            case .equal, .notEqual: return 3
            case .less, .lessOrEqual, .greater, .greaterOrEqual: return 4
            case .add, .subtract: return 5
            case .multiply, .divide, .remainder: return 6
            }
        }
    }

    public let node: Node
    /// Where it starts, 1-based in characters of the expression's text.
    public let column: Int

    public init(_ node: Node, column: Int) {
        self.node = node
        self.column = column
    }

    public static func == (lhs: Expression, rhs: Expression) -> Bool { lhs.node == rhs.node }

    /// Parses `source` (the text between `@{` and `}`).
    public init(parsing source: String) throws(ExpressionError) {
        var parser = try ExpressionParser(source)
        self = try parser.parseWhole()
    }

    /// The state keys it reads, so a screen redraws only what a change touches.
    public var names: Set<String> {
        var found: Set<String> = []
        collectNames(into: &found)
        return found
    }

    private func collectNames(into found: inout Set<String>) {
        switch node {
        case .literal: break
        case .name(let name): found.insert(name)
        case .unary(_, let operand): operand.collectNames(into: &found)
        case .binary(_, let left, let right):
            left.collectNames(into: &found)
            right.collectNames(into: &found)
        case .conditional(let condition, let then, let otherwise):
            condition.collectNames(into: &found)
            then.collectNames(into: &found)
            otherwise.collectNames(into: &found)
        case .call(_, let arguments):
            for argument in arguments { argument.collectNames(into: &found) }
        }
    }
}

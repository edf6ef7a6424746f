/// Why an expression cannot be used or evaluated, and where.
///
/// Every failure is one of these, never a trap: a screen with a broken
/// expression shows the field's literal text and stays up, and the
/// diagnostic names the column so the author finds the spot.
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The expression's text, without `@{` `}`.
    public let expression: String
    /// 1-based, in characters of `expression`.
    public let column: Int
    public let message: String

    public init(expression: String, column: Int, message: String) {
        self.expression = expression
        self.column = column
        self.message = message
    }

    public var description: String {
        "in '\(expression)' at column \(column): \(message)"
    }
}

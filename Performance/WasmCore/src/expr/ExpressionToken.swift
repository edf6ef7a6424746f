/// One token of an expression, with the column it starts at.
struct ExpressionToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case integer(Int)
        case number(Double)
        case string(String)
        case name(String)
        /// Operators and punctuation: `+`, `&&`, `(`, `?` …
        case symbol(String)
        case end
    }

    let kind: Kind
    /// 1-based, in characters of the expression.
    let column: Int
}

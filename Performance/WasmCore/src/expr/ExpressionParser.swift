/// Builds an `Expression` from tokens by precedence climbing.
///
/// Precedence, loosest first: `?:` (right-associative), `||`, `&&`,
/// `== !=`, `< <= > >=`, `+ -`, `* / %`, then prefix `! -`. Nesting is
/// limited (`maximumDepth`) and so is the text (`maximumLength`), so no
/// expression can exhaust the stack.
struct ExpressionParser {
    static let maximumDepth = 48
    static let maximumLength = 2_000

    private let source: String
    private let tokens: [ExpressionToken]
    private var position = 0
    private var depth = 0

    init(_ source: String) throws(ExpressionError) {
        self.source = source
        let length = source.unicodeScalars.count
        guard length <= Self.maximumLength else {
            throw ExpressionError(expression: String(source.prefix(40)) + "…", column: Self.maximumLength + 1,
                                  message: "an expression may be at most \(Self.maximumLength) characters; this one has \(length)")
        }
        var lexer = ExpressionLexer(source)
        tokens = try lexer.tokens()
    }

    mutating func parseWhole() throws(ExpressionError) -> Expression {
        if case .end = current.kind { throw error("the expression is empty", at: current) }
        let expression = try parseConditional()
        guard case .end = current.kind else {
            throw error("unexpected \(Self.describe(current.kind)) after a complete expression", at: current)
        }
        return expression
    }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func error(_ message: String, at token: ExpressionToken) -> ExpressionError {
        ExpressionError(expression: source, column: token.column, message: message)
    }

    private func isSymbol(_ symbol: String) -> Bool {
        if case .symbol(let found) = current.kind { return found == symbol }
        return false
    }

    private mutating func expect(_ symbol: String, closing opener: ExpressionToken? = nil) throws(ExpressionError) {
        guard isSymbol(symbol) else {
            var message = "expected '\(symbol)' but found \(Self.describe(current.kind))"
            if let opener { message += " (to close the one at column \(opener.column))" }
            throw error(message, at: current)
        }
        advance()
    }

    private mutating func nested<T>(_ body: (inout ExpressionParser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error("the expression nests deeper than \(Self.maximumDepth) levels", at: current)
        }
        return try body(&self)
    }

    private mutating func parseConditional() throws(ExpressionError) -> Expression {
        try nested { (parser: inout ExpressionParser) throws(ExpressionError) -> Expression in
            let condition = try parser.parseBinary(minimumPrecedence: 1)
            guard parser.isSymbol("?") else { return condition }
            let question = parser.current
            parser.advance()
            let then = try parser.parseConditional()
            guard parser.isSymbol(":") else {
                throw parser.error("expected ':' for the '?' at column \(question.column), found \(Self.describe(parser.current.kind))",
                                   at: parser.current)
            }
            parser.advance()
            let otherwise = try parser.parseConditional()
            return Expression(.conditional(condition, then, otherwise), column: condition.column)
        }
    }

    private mutating func parseBinary(minimumPrecedence: Int) throws(ExpressionError) -> Expression {
        var left = try parseUnary()
        while case .symbol(let symbol) = current.kind, let op = Expression.BinaryOperator(rawValue: symbol),
              op.precedence >= minimumPrecedence {
            advance()
            let right = try nested { (parser: inout ExpressionParser) throws(ExpressionError) -> Expression in
                try parser.parseBinary(minimumPrecedence: op.precedence + 1)
            }
            left = Expression(.binary(op, left, right), column: left.column)
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        let token = current
        if case .symbol(let symbol) = token.kind, let op = Expression.UnaryOperator(rawValue: symbol) {
            advance()
            let operand = try nested { (parser: inout ExpressionParser) throws(ExpressionError) -> Expression in
                try parser.parseUnary()
            }
            return Expression(.unary(op, operand), column: token.column)
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        let token = current
        switch token.kind {
        case .integer(let value):
            advance()
            return Expression(.literal(.integer(value)), column: token.column)
        case .number(let value):
            advance()
            return Expression(.literal(.number(value)), column: token.column)
        case .string(let value):
            advance()
            return Expression(.literal(.string(value)), column: token.column)
        case .name(let name):
            advance()
            if name == "true" || name == "false" {
                return Expression(.literal(.boolean(name == "true")), column: token.column)
            }
            guard isSymbol("(") else { return Expression(.name(name), column: token.column) }
            let opener = current
            advance()
            var arguments: [Expression] = []
            if !isSymbol(")") {
                repeat {
                    if isSymbol(",") { advance() }
                    arguments.append(try parseConditional())
                } while isSymbol(",")
            }
            try expect(")", closing: opener)
            return Expression(.call(name, arguments), column: token.column)
        case .symbol("("):
            advance()
            let inner = try parseConditional()
            try expect(")", closing: token)
            return inner
        case .symbol, .end:
            throw error("expected a value, a name or '(' but found \(Self.describe(token.kind))", at: token)
        }
    }

    static func describe(_ kind: ExpressionToken.Kind) -> String {
        switch kind {
        case .integer(let value): return "the number \(value)"
        case .number(let value): return "the number \(value)"
        case .string: return "a string"
        case .name(let name): return "the name '\(name)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "the end of the expression"
        }
    }
}

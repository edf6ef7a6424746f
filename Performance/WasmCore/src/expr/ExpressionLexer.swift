/// Splits an expression into tokens.
///
/// Literals: integers (`42`), numbers (`2.5`, `1e-3`), strings in single
/// quotes with `\'`, `\\`, `\n` and `\t` escapes (any other backslash is kept,
/// so `'^\d+$'` is a pattern as written), `true` and `false` (as
/// names the parser knows). Names are letters, digits and `_`, starting with
/// a letter or `_`.
struct ExpressionLexer {
    static let symbols2: Set<String> = ["&&", "||", "==", "!=", "<=", ">="]
    static let symbols1: Set<Unicode.Scalar> = ["+", "-", "*", "/", "%", "!", "<", ">", "?", ":", "(", ")", ","]

    let source: String
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ source: String) {
        self.source = source
        scalars = Array(source.unicodeScalars)
    }

    mutating func tokens() throws(ExpressionError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func error(_ message: String, at position: Int) -> ExpressionError {
        ExpressionError(expression: source, column: position + 1, message: message)
    }

    private mutating func next() throws(ExpressionError) -> ExpressionToken {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" || scalars[index] == "\r" {
            index += 1
        }
        let start = index
        guard index < scalars.count else { return ExpressionToken(kind: .end, column: start + 1) }
        let scalar = scalars[index]
        if Self.isDigit(scalar) { return try number(from: start) }
        if Self.isNameStart(scalar) {
            while index < scalars.count, Self.isNameStart(scalars[index]) || Self.isDigit(scalars[index]) { index += 1 }
            return ExpressionToken(kind: .name(Self.string(scalars[start..<index])), column: start + 1)
        }
        if scalar == "'" { return try string(from: start) }
        if index + 1 < scalars.count {
            let pair = Self.string(scalars[index...(index + 1)])
            if Self.symbols2.contains(pair) {
                index += 2
                return ExpressionToken(kind: .symbol(pair), column: start + 1)
            }
        }
        if Self.symbols1.contains(scalar) {
            index += 1
            return ExpressionToken(kind: .symbol(String(scalar)), column: start + 1)
        }
        if scalar == "=" || scalar == "&" || scalar == "|" {
            throw error("'\(scalar)' is not an operator; did you mean '\(scalar)\(scalar)'?", at: start)
        }
        throw error("'\(Self.printable(scalar))' cannot start anything in an expression", at: start)
    }

    private mutating func number(from start: Int) throws(ExpressionError) -> ExpressionToken {
        var isInteger = true
        while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
        if index + 1 < scalars.count, scalars[index] == ".", Self.isDigit(scalars[index + 1]) {
            isInteger = false
            index += 1
            while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var look = index + 1
            if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
            if look < scalars.count, Self.isDigit(scalars[look]) {
                isInteger = false
                index = look
                while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
            }
        }
        if index < scalars.count, Self.isNameStart(scalars[index]) {
            throw error("a number cannot run into a name; put an operator between them", at: index)
        }
        let text = Self.string(scalars[start..<index])
        if isInteger {
            guard let value = Int(text) else { throw error("\(text) is larger than the largest integer, \(Int.max)", at: start) }
            return ExpressionToken(kind: .integer(value), column: start + 1)
        }
        guard let value = Double(text), value.isFinite else { throw error("\(text) is not a finite number", at: start) }
        return ExpressionToken(kind: .number(value), column: start + 1)
    }

    private mutating func string(from start: Int) throws(ExpressionError) -> ExpressionToken {
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                index += 1
                return ExpressionToken(kind: .string(String(text)), column: start + 1)
            }
            if scalar == "\\" {
                guard index + 1 < scalars.count else { break }
                switch scalars[index + 1] {
                case "'": text.append("'")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                default:
                    // Kept as written, so a pattern reads naturally: '\d+' is the pattern \d+.
                    text.append("\\")
                    text.append(scalars[index + 1])
                }
                index += 2
                continue
            }
            text.append(scalar)
            index += 1
        }
        throw error("this string has no closing quote (')", at: start)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice)
        return String(view)
    }

    static func printable(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x20 || scalar.value == 0x7F ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : String(scalar)
    }
}

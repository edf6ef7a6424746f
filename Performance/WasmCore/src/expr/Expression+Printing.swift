extension Expression {
    /// The expression in the language's own notation, fully parenthesized:
    /// parsing it again gives an equal tree (the property tests hold the
    /// parser to that).
    public var description: String {
        switch node {
        case .literal(let value): return Self.literal(value)
        case .name(let name): return name
        case .unary(let op, let operand): return "(\(op.rawValue)\(operand))"
        case .binary(let op, let left, let right): return "(\(left) \(op.rawValue) \(right))"
        case .conditional(let condition, let then, let otherwise): return "(\(condition) ? \(then) : \(otherwise))"
        // [wasm-measure] was arguments.map(\.description)
        case .call(let name, let arguments): return "\(name)(\(arguments.map { $0.description }.joined(separator: ", ")))"
        }
    }

    static func literal(_ value: ExpressionValue) -> String {
        switch value {
        case .integer(let integer): return String(integer)
        case .number(let number):
            // Always with a '.' or an exponent, so it reads back as a number, not an integer.
            let text = number.description
            return text.contains(where: { $0 == "." || $0 == "e" }) ? text : text + ".0"
        case .boolean(let flag): return flag ? "true" : "false"
        case .string(let text):
            var quoted = "'"
            for character in text {
                switch character {
                case "'": quoted += "\\'"
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                default: quoted.append(character)
                }
            }
            return quoted + "'"
        }
    }
}


/// What an expression evaluates to. Four types, as in DivKit: integers and
/// numbers stay apart (so `7 / 2` is `3`, and `7 / 2.0` is `3.5`), and no
/// type turns into another unless a function says so (`toString`).
public enum ExpressionValue: Sendable, Equatable, CustomStringConvertible {
    case integer(Int)
    case number(Double)
    case string(String)
    case boolean(Bool)

    /// The name used in error messages.
    public var typeName: String {
        switch self {
        case .integer: return "integer"
        case .number: return "number"
        case .string: return "string"
        case .boolean: return "boolean"
        }
    }

    /// How the value reads inside a text: integers in decimal, numbers
    /// without a trailing `.0` when integral, booleans as `true`/`false`.
    public var text: String {
        switch self {
        case .integer(let value): return String(value)
        case .number(let value): return Self.text(of: value)
        case .string(let value): return value
        case .boolean(let value): return value ? "true" : "false"
        }
    }

    public var description: String { text }

    /// The value as JSON, for a field whose whole text is one expression
    /// (`"visible": "@{insured}"` becomes `true`).
    public var json: JSONValue {
        switch self {
        case .integer(let value): return .number(JSONNumber(value))
        case .number(let value): return .number(JSONNumber(value))
        case .string(let value): return .string(value)
        case .boolean(let value): return .bool(value)
        }
    }

    /// A state value as an expression value; nil for `null`, lists and
    /// objects, which expressions cannot use (the caller says why).
    public init?(json: JSONValue) {
        switch json {
        case .bool(let flag): self = .boolean(flag)
        case .string(let text): self = .string(text)
        case .number(let number):
            if case .double(let value) = number.storage {
                self = .number(value)
            } else if let integer = number.int64Value, let exact = Int(exactly: integer) {
                self = .integer(exact)
            } else {
                self = .number(number.doubleValue)
            }
        case .null, .array, .object: return nil
        }
    }

    static func text(of number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        return number.description
    }
}

import JSON

/// One check a `textField` makes of its value, with what to tell the user
/// when it fails. Run by the client before a button that `validates` the
/// field sends anything; the server checks again (a client can be old or
/// hostile).
///
/// ```json
/// {"rule": "pattern", "value": "^[^@ ]+@[^@ ]+\\.[a-z]+$", "message": "Enter an email address"}
/// ```
public struct FieldRule: Codable, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case required
        case minimumLength(Int)
        case maximumLength(Int)
        /// The `TextPattern` subset; checked when the screen arrives.
        case pattern(TextPattern)
        /// An expression over the screen's state that must be true (§8.1).
        case expression(Expression, source: String)
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    enum CodingKeys: String, CodingKey {
        case rule, value, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rule = try container.decode(String.self, forKey: .rule)
        message = try container.decode(String.self, forKey: .message)
        func context(_ text: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [CodingKeys.value], debugDescription: text))
        }
        switch rule {
        case "required":
            kind = .required
        case "minLength", "maxLength":
            let length = try container.decode(Int.self, forKey: .value)
            guard length >= 0 else { throw context("\(rule) needs a length of 0 or more, not \(length)") }
            kind = rule == "minLength" ? .minimumLength(length) : .maximumLength(length)
        case "pattern":
            let source = try container.decode(String.self, forKey: .value)
            do throws(PatternError) {
                kind = .pattern(try TextPattern(source))
            } catch {
                throw context(error.description)
            }
        case "expression":
            let source = try container.decode(String.self, forKey: .value)
            do throws(ExpressionError) {
                kind = .expression(try Expression(parsing: source), source: source)
            } catch {
                throw context("the expression cannot be used: \(error)")
            }
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [CodingKeys.rule],
                debugDescription: "'\(rule)' is not a rule; use required, minLength, maxLength, pattern or expression"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch kind {
        case .required: try container.encode("required", forKey: .rule)
        case .minimumLength(let length):
            try container.encode("minLength", forKey: .rule)
            try container.encode(length, forKey: .value)
        case .maximumLength(let length):
            try container.encode("maxLength", forKey: .rule)
            try container.encode(length, forKey: .value)
        case .pattern(let pattern):
            try container.encode("pattern", forKey: .rule)
            try container.encode(pattern.source, forKey: .value)
        case .expression(_, let source):
            try container.encode("expression", forKey: .rule)
            try container.encode(source, forKey: .value)
        }
        try container.encode(message, forKey: .message)
    }

    /// Whether `value` (the field's text) passes, in `state`. An expression
    /// that cannot be evaluated fails the rule: the user sees its message
    /// rather than sending what the screen could not check.
    public func accepts(_ value: String, in state: ScreenState) -> Bool {
        switch kind {
        case .required: return !FieldRule.isBlank(value)
        case .minimumLength(let length): return value.count >= length
        case .maximumLength(let length): return value.count <= length
        case .pattern(let pattern): return (try? pattern.matches(value)) ?? false
        case .expression(let expression, let source):
            var evaluator = ExpressionEvaluator(state: state)
            return (try? evaluator.evaluate(expression, source: source)) == .boolean(true)
        }
    }

    static func isBlank(_ value: String) -> Bool {
        value.allSatisfy(\.isWhitespace)
    }
}

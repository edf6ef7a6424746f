import JSON

/// A string field with expressions in it: `"Total: @{count * 2}"`.
///
/// Parsed once, when the screen is decoded; `value(in:)` evaluates it
/// against the state whenever that changes. A field whose whole text is one
/// expression (`"@{insured}"`) takes the expression's type; otherwise each
/// expression's value is written into the text. `\@{` writes `@{` itself.
public struct InterpolatedText: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case text(String)
        /// `source` is the text between `@{` and `}`; `column` where that
        /// text starts in the field (1-based characters).
        case expression(Expression, source: String, column: Int)
    }

    public let segments: [Segment]
    /// The field as written, shown while an expression fails.
    public let literal: String

    /// Parses `field`; nil when it holds no `@{` (a plain text, the common case,
    /// costs one scan and nothing else). Only escaped `\@{` gives one text segment. A broken expression throws, with the
    /// column counted from the start of the field.
    public static func parse(_ field: String) throws(ExpressionError) -> InterpolatedText? {
        guard field.utf8.contains(UInt8(ascii: "@")) else { return nil }
        let scalars = Array(field.unicodeScalars)
        var segments: [Segment] = []
        var text = String.UnicodeScalarView()
        var index = 0
        var sawExpression = false
        var sawEscape = false
        while index < scalars.count {
            if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "@", scalars[index + 2] == "{" {
                text.append(contentsOf: ["@", "{"])
                sawEscape = true
                index += 3
                continue
            }
            guard scalars[index] == "@", index + 1 < scalars.count, scalars[index + 1] == "{" else {
                text.append(scalars[index])
                index += 1
                continue
            }
            let start = index + 2
            guard let end = closingBrace(in: scalars, from: start) else {
                throw ExpressionError(expression: field, column: index + 1, message: "'@{' has no closing '}'")
            }
            if !text.isEmpty {
                segments.append(.text(String(text)))
                text = String.UnicodeScalarView()
            }
            let source = ExpressionLexer.string(scalars[start..<end])
            do throws(ExpressionError) {
                segments.append(.expression(try Expression(parsing: source), source: source, column: start + 1))
            } catch {
                throw ExpressionError(expression: field, column: start + error.column,
                                      message: "\(error.message) (in '@{\(source)}')")
            }
            sawExpression = true
            index = end + 1
        }
        guard sawExpression || sawEscape else { return nil }
        if !text.isEmpty { segments.append(.text(String(text))) }
        return InterpolatedText(segments: segments, literal: field)
    }

    /// The `}` that ends an expression starting at `start`, skipping quoted strings.
    private static func closingBrace(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        var inString = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 1 } else if scalar == "'" { inString = false }
            } else if scalar == "'" {
                inString = true
            } else if scalar == "}" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The state keys it reads.
    public var names: Set<String> {
        var found: Set<String> = []
        for case .expression(let expression, _, _) in segments { found.formUnion(expression.names) }
        return found
    }

    /// The field's value in `state`: typed for a single expression, else text.
    /// The error's column counts from the start of the field.
    public func value(in state: ScreenState) throws(ExpressionError) -> ExpressionValue {
        var evaluator = ExpressionEvaluator(state: state)
        return try value(with: &evaluator)
    }

    /// The field's value with `evaluator`, whose budget the caller chose (a
    /// screen shares one allowance among all its fields).
    func value(with evaluator: inout ExpressionEvaluator) throws(ExpressionError) -> ExpressionValue {
        if segments.count == 1, case .expression(let expression, let source, let column) = segments[0] {
            let value = try Self.located(column) { () throws(ExpressionError) in try evaluator.evaluate(expression, source: source) }
            if case .string(let text) = value { try checkLength(text) }
            return value
        }
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .expression(let expression, let source, let column):
                result += try Self.located(column) { () throws(ExpressionError) in
                    try evaluator.evaluate(expression, source: source)
                }.text
            }
            try checkLength(result)
        }
        return .string(result)
    }

    /// Functions such as `upper` can lengthen a text a little past the
    /// evaluator's own check; the field's text is held to the same limit.
    private func checkLength(_ text: String) throws(ExpressionError) {
        guard text.utf8.count <= ExpressionEvaluator.maximumStringLength else {
            throw ExpressionError(expression: literal, column: 1,
                                  message: "the text would be longer than \(ExpressionEvaluator.maximumStringLength) bytes")
        }
    }

    /// The field as text, or its literal when an expression fails: what a
    /// renderer shows, so a broken expression never takes the screen down.
    public func text(in state: ScreenState) -> String {
        (try? value(in: state).text) ?? literal
    }

    private static func located<T>(_ column: Int, _ body: () throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        do throws(ExpressionError) {
            return try body()
        } catch {
            throw ExpressionError(expression: error.expression, column: error.column, message: error.message + " (column \(column + error.column - 1) of the field)")
        }
    }
}

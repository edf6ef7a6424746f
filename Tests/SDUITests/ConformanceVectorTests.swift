import Foundation
import JSON
import SDUI
import Testing

/// The expression language's conformance vectors, which the web client
/// (Web/tests/expressions.test.ts) runs too: every case of
/// Tests/Conformance/expressions.json must give, in the Swift evaluator,
/// exactly the recorded value and type, or the recorded error (kind, column
/// and message). The recorded answers come from this evaluator: with
/// `SDUI_WRITE_CONFORMANCE=1` the test writes Swift's answers into the file
/// instead of comparing (then review the diff before committing it).
///
/// A case is `{"expression", "state"}` or `{"text", "state"}` (a field with
/// `@{…}`), then `"type"` and `"value"` (`"result"` for a text), or `"error"`
/// (a stable kind, see `kind(of:)`), `"column"` and `"message"`.
@Suite("Conformance vectors: expressions")
struct ConformanceVectorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let file = root.appendingPathComponent("Tests/Conformance/expressions.json")

    enum Answer: Equatable {
        case value(ExpressionValue)
        case failure(kind: String, column: Int, message: String)

        static func == (lhs: Answer, rhs: Answer) -> Bool {
            switch (lhs, rhs) {
            case (.value(.number(let a)), .value(.number(let b))): return a.bitPattern == b.bitPattern
            case (.value(let a), .value(let b)): return a == b
            case (.failure(let a, let b, let c), .failure(let d, let e, let f)): return a == d && b == e && c == f
            default: return false
            }
        }
    }

    @Test("every vector gives the recorded answer in the Swift evaluator")
    func vectors() throws {
        let document = try JSONParser().parse(Array(try Data(contentsOf: Self.file)))
        let cases = try #require(document.arrayValue)
        #expect(cases.count >= 150)
        var lines: [String] = []
        for (index, vector) in cases.enumerated() {
            let object = try #require(vector.objectValue, "case \(index) is not an object")
            let state = ScreenState(object["state"]?.objectValue ?? JSONObject())
            let answer: Answer
            let input: String
            if let source = object["expression"]?.stringValue {
                input = "\"expression\": " + Self.written(.string(source))
                answer = Self.evaluate(source, in: state)
            } else {
                let text = try #require(object["text"]?.stringValue, "case \(index) has neither expression nor text")
                input = "\"text\": " + Self.written(.string(text))
                answer = Self.resolve(text, in: state)
            }
            let valueKey = object["expression"] != nil ? "value" : "result"
            if ProcessInfo.processInfo.environment["SDUI_WRITE_CONFORMANCE"] == "1" {
                lines.append("{" + input + ", \"state\": " + Self.written(object["state"] ?? .object(JSONObject())) + ", "
                             + Self.recorded(answer, valueKey: valueKey) + "}")
                continue
            }
            let expected = try Self.expected(object, valueKey: valueKey)
            if expected != answer {
                Issue.record("case \(index) {\(input)}: the vector says \(expected), Swift gives \(answer)")
            }
        }
        if !lines.isEmpty {
            try Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8).write(to: Self.file)
        }
    }

    static func evaluate(_ source: String, in state: ScreenState) -> Answer {
        let expression: SDUI.Expression
        do throws(ExpressionError) {
            expression = try SDUI.Expression(parsing: source)
        } catch {
            return .failure(kind: kind(of: error.message, parsing: true), column: error.column, message: error.message)
        }
        var evaluator = ExpressionEvaluator(state: state)
        do throws(ExpressionError) {
            return .value(try evaluator.evaluate(expression, source: source))
        } catch {
            return .failure(kind: kind(of: error.message, parsing: false), column: error.column, message: error.message)
        }
    }

    static func resolve(_ text: String, in state: ScreenState) -> Answer {
        do throws(ExpressionError) {
            guard let field = try InterpolatedText.parse(text) else { return .value(.string(text)) }
            do throws(ExpressionError) {
                return .value(try field.value(in: state))
            } catch {
                return .failure(kind: kind(of: error.message, parsing: false), column: error.column, message: error.message)
            }
        } catch {
            return .failure(kind: kind(of: error.message, parsing: true), column: error.column, message: error.message)
        }
    }

    /// A stable name for a failure, from Swift's message (the web client
    /// names its errors with the same kinds directly).
    static func kind(of message: String, parsing: Bool) -> String {
        func has(_ part: String) -> Bool { message.contains(part) }
        if has("nests deeper than") { return "depth" }
        if has("an expression may be at most") { return "length" }
        if has("larger than the largest integer") || has("is not a finite number") || has("out of the integer range")
            || has("too large for a number") || has("too large to write with") { return "overflow" }
        if has("steps allowed") { return "budget" }
        if has("would be longer than") && has(" bytes") { return "stringLength" }
        if parsing { return "syntax" }
        if has("division by zero") { return "divisionByZero" }
        if has("has no value in the screen's state") { return "unknownName" }
        if has("which expressions cannot use") { return "unusableValue" }
        if has("there is no function") { return "unknownFunction" }
        if has(" argument, not ") || has(" arguments, not ") { return "arity" }
        if message.hasPrefix("the pattern '") { return "pattern" }
        if has("is not an integer") || has("is not a number") || has("is not a whole number") || has("a boolean has no number") {
            return "conversion"
        }
        if has("cannot combine") || has(" needs ") || has("must be a boolean") || has(" takes ") || has("formats a number") {
            return "typeMismatch"
        }
        return "unclassified"
    }

    /// The answer a vector records.
    static func expected(_ object: JSONObject, valueKey: String) throws -> Answer {
        if let kind = object["error"]?.stringValue {
            return .failure(kind: kind, column: object["column"]?.intValue ?? -1, message: object["message"]?.stringValue ?? "")
        }
        let value = try #require(object[valueKey], "the vector has neither \(valueKey) nor error")
        switch object["type"]?.stringValue {
        case "integer": return .value(.integer(try #require(value.intValue)))
        case "number": return .value(.number(try #require(value.doubleValue)))
        case "string": return .value(.string(try #require(value.stringValue)))
        case "boolean":
            guard case .bool(let flag) = value else { throw VectorError(message: "not a boolean: \(value)") }
            return .value(.boolean(flag))
        default: throw VectorError(message: "unknown type \(String(describing: object["type"]))")
        }
    }

    struct VectorError: Error { let message: String }

    /// The members after the input: `"type", "value"` or `"error", "column", "message"`.
    static func recorded(_ answer: Answer, valueKey: String) -> String {
        switch answer {
        case .value(let value):
            let written: String
            switch value {
            case .integer(let integer): written = String(integer)
            case .number(let number): written = number.description
            case .string(let text): written = Self.written(.string(text))
            case .boolean(let flag): written = flag ? "true" : "false"
            }
            return "\"type\": \"\(value.typeName)\", \"\(valueKey)\": \(written)"
        case .failure(let kind, let column, let message):
            return "\"error\": \"\(kind)\", \"column\": \(column), \"message\": \(Self.written(.string(message)))"
        }
    }

    /// JSON text that keeps how a number was written: a real stays a real (`2.0`), so the web client reads the same types.
    static func written(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            if case .double(let double) = number.storage { return double.description }
            return number.description
        case .string:
            return (try? value.jsonString()) ?? "\"\""
        case .array(let elements): return "[" + elements.map(written).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.map { Self.written(.string($0.key)) + ": " + written($0.value) }.joined(separator: ", ") + "}"
        }
    }
}

import JSON

/// The expressions of one screen document, parsed once when it arrives, and
/// the document resolved for a state.
///
/// Resolving works on the JSON before lossy decoding, so every string field
/// of every component and action (titles, paragraphs, labels, payload
/// values, `updateState` values) can hold `@{…}` without any renderer or
/// handler knowing: a field whose whole text is one expression takes its
/// type, an element of an array whose `visible` is false is left out (it
/// takes no space and no focus), and a field whose expression fails keeps
/// its literal text with a diagnostic. `initialState` and `templates` are
/// taken as they are. A server uses the same resolution, with the initial
/// state, for clients that do not declare expressions (`f:expressions`).
public struct ScreenExpressions: Sendable {
    /// Parsed fields by their literal text (equal texts share one parse).
    private let fields: [String: InterpolatedText]
    /// Problems found while parsing and checking, with their JSON paths.
    public let diagnostics: [Diagnostic]
    /// The state keys the screen's expressions read.
    public let names: Set<String>

    /// Whether some object carries `visible` (literal `false` hides too).
    private let hasVisibility: Bool

    /// True when the document has no `@{` and no `visible`: resolving would change nothing.
    public var isEmpty: Bool { fields.isEmpty && diagnostics.isEmpty && !hasVisibility }

    /// Keys whose values are never resolved: the state itself and the templates.
    static let literalKeys: Set<String> = ["initialState", "templates"]

    /// Parses every field of `document` that holds `@{`, checking names
    /// against its `initialState` keys and functions against the language.
    public init(parsing document: JSONValue) {
        var fields: [String: InterpolatedText] = [:]
        var diagnostics: [Diagnostic] = []
        let known = Set(document["initialState"]?.objectValue?.keys ?? [])
        var hasVisibility = false
        Self.walk(document, path: "", sawVisible: &hasVisibility) { text, path in
            if fields[text] != nil { return }   // the same text elsewhere: parsed and checked already
            do throws(ExpressionError) {
                guard let parsed = try InterpolatedText.parse(text) else { return }
                fields[text] = parsed
                for case .expression(let expression, let source, let column) in parsed.segments {
                    for problem in expression.problems(knownNames: known, source: source) {
                        diagnostics.append(Diagnostic(kind: .invalidExpression, path: path,
                                                      reason: "\(problem.message) (column \(column + problem.column - 1) of '\(text)')"))
                    }
                }
            } catch {
                diagnostics.append(Diagnostic(kind: .invalidExpression, path: path, reason: "\(error.message) (column \(error.column) of '\(text)')"))
            }
        }
        self.fields = fields
        self.diagnostics = diagnostics
        self.hasVisibility = hasVisibility
        self.names = fields.values.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    }

    /// Visits every string outside `literalKeys`, with its path.
    private static func walk(_ value: JSONValue, path: String, sawVisible: inout Bool, _ visit: (String, String) -> Void) {
        switch value {
        case .string(let text):
            visit(text, path)
        case .array(let elements):
            for (index, element) in elements.enumerated() { walk(element, path: "\(path)[\(index)]", sawVisible: &sawVisible, visit) }
        case .object(let object):
            if object["visible"] != nil { sawVisible = true }
            for (key, member) in object where !literalKeys.contains(key) {
                walk(member, path: path.isEmpty ? key : "\(path).\(key)", sawVisible: &sawVisible, visit)
            }
        case .null, .bool, .number:
            break
        }
    }

    /// `document` with every expression evaluated in `state` and hidden
    /// elements left out, and what failed on the way (each failed field keeps
    /// its literal text; a `visible` that is not a boolean keeps its element).
    public func resolve(_ document: JSONValue, in state: ScreenState) -> (value: JSONValue, diagnostics: [Diagnostic]) {
        guard !isEmpty else { return (document, []) }
        var failures: [Diagnostic] = []
        let value = resolve(document, path: "", state: state, failures: &failures)
        return (value, failures)
    }

    private func resolve(_ value: JSONValue, path: String, state: ScreenState, failures: inout [Diagnostic]) -> JSONValue {
        switch value {
        case .string(let text):
            guard let field = fields[text] else { return value }
            do throws(ExpressionError) {
                return try field.value(in: state).json
            } catch {
                failures.append(Diagnostic(kind: .invalidExpression, path: path, reason: "\(error.message); showing the text as written"))
                return value
            }
        case .array(let elements):
            var kept: [JSONValue] = []
            kept.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let elementPath = "\(path)[\(index)]"
                if isHidden(element, path: elementPath, state: state, failures: &failures) { continue }
                kept.append(resolve(element, path: elementPath, state: state, failures: &failures))
            }
            return .array(kept)
        case .object(let object):
            var resolved = object
            for (key, member) in object where !Self.literalKeys.contains(key) {
                resolved[key] = resolve(member, path: path.isEmpty ? key : "\(path).\(key)", state: state, failures: &failures)
            }
            return .object(resolved)
        case .null, .bool, .number:
            return value
        }
    }

    /// Whether an array element says `"visible": false` (or an expression that is false).
    private func isHidden(_ element: JSONValue, path: String, state: ScreenState, failures: inout [Diagnostic]) -> Bool {
        guard let visible = element["visible"] else { return false }
        var ignored: [Diagnostic] = []
        switch resolve(visible, path: "\(path).visible", state: state, failures: &ignored) {
        case .bool(let shown):
            failures += ignored
            return !shown
        case let other:
            failures += ignored
            if ignored.isEmpty {
                failures.append(Diagnostic(kind: .invalidExpression, path: "\(path).visible",
                                           reason: "visible must be a boolean, not a \(other.typeName); the element is shown"))
            }
            return false
        }
    }
}

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
///
/// Resolving is bounded for the whole screen, not only per field: all its
/// fields together take at most `maximumSteps` evaluation steps and add at
/// most the document's `AmplificationBudget` in bytes, so thousands of
/// `visible` conditions or long joined texts cannot make a small document
/// cost a lot. Fields past either limit keep their literal text (a
/// `visible` keeps its element), with one diagnostic saying why.
public struct ScreenExpressions: Sendable {
    /// Evaluation steps for all the fields of one screen, each time it is resolved.
    public static let maximumSteps = 1_000_000

    /// Parsed fields by their literal text (equal texts share one parse).
    private let fields: [String: InterpolatedText]
    /// Problems found while parsing and checking, with their JSON paths.
    public let diagnostics: [Diagnostic]
    /// The state keys the screen's expressions read.
    public let names: Set<String>
    /// The bytes the fields' values may take in all.
    private let budget: AmplificationBudget

    /// Whether some object carries `visible` (literal `false` hides too).
    private let hasVisibility: Bool

    /// True when the document has no `@{` and no `visible`: resolving would change nothing.
    public var isEmpty: Bool { fields.isEmpty && diagnostics.isEmpty && !hasVisibility }

    /// No expressions and no `visible`: a document that resolves to itself.
    static let none = ScreenExpressions(parsing: .object(JSONObject()))

    /// Keys whose values are never resolved: the state itself and the templates.
    public static let literalKeys: Set<String> = ["initialState", "templates"]

    /// Parses every field of `document` that holds `@{`, checking names
    /// against its `initialState` keys and functions against the language.
    /// - Parameters:
    ///   - document: the screen's JSON, before any state is applied.
    ///   - budget: what the fields' values may take in all; by
    ///     default the one for the document's own size.
    public init(parsing document: JSONValue, budget: AmplificationBudget? = nil) {
        var fields: [String: InterpolatedText] = [:]
        let diagnostics = DiagnosticLog()
        let known = Set(document["initialState"]?.objectValue?.keys ?? [])
        var hasVisibility = false
        var trail = PathTrail()
        Self.walk(document, trail: &trail, sawVisible: &hasVisibility) { text, trail in
            if fields[text] != nil { return }   // the same text elsewhere: parsed and checked already
            do throws(ExpressionError) {
                guard let parsed = try InterpolatedText.parse(text) else { return }
                fields[text] = parsed
                for case .expression(let expression, let source, let column) in parsed.segments {
                    for problem in expression.problems(knownNames: known, source: source) {
                        diagnostics.record(Diagnostic(kind: .invalidExpression, path: trail.written,
                                                      reason: "\(problem.message) (column \(column + problem.column - 1) of '\(text)')"))
                    }
                }
            } catch {
                diagnostics.record(Diagnostic(kind: .invalidExpression, path: trail.written,
                                              reason: "\(error.message) (column \(error.column) of '\(text)')"))
            }
        }
        self.fields = fields
        self.diagnostics = diagnostics.diagnostics
        self.hasVisibility = hasVisibility
        self.names = fields.values.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        let resolves = !fields.isEmpty || hasVisibility
        self.budget = budget ?? AmplificationBudget(inputBytes: resolves ? document.compactByteCount : 0)
    }

    /// Visits every string outside `literalKeys`, with where it is.
    private static func walk(_ value: JSONValue, trail: inout PathTrail, sawVisible: inout Bool,
                             _ visit: (String, PathTrail) -> Void) {
        switch value {
        case .string(let text):
            visit(text, trail)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                trail.enter(index)
                walk(element, trail: &trail, sawVisible: &sawVisible, visit)
                trail.leave()
            }
        case .object(let object):
            if object["visible"] != nil { sawVisible = true }
            for (key, member) in object where !literalKeys.contains(key) {
                trail.enter(key)
                walk(member, trail: &trail, sawVisible: &sawVisible, visit)
                trail.leave()
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
        var resolution = Resolution(state: state, steps: Self.maximumSteps, bytes: budget.bytes)
        let value = resolve(document, resolution: &resolution)
        if resolution.leftLiteral > 0, let exhaustion = resolution.exhaustion {
            resolution.failures.record(Diagnostic(
                kind: .invalidExpression, path: exhaustion.path,
                reason: "\(exhaustion.reason); from here on \(resolution.leftLiteral) field\(resolution.leftLiteral == 1 ? "" : "s") of the screen show\(resolution.leftLiteral == 1 ? "s" : "") the text as written"))
        }
        return (value, resolution.failures.diagnostics)
    }

    /// One resolution's state, allowances and findings.
    private struct Resolution {
        let state: ScreenState
        /// Steps and bytes the remaining fields may take.
        var steps: Int
        var bytes: Int
        var trail = PathTrail()
        let failures = DiagnosticLog()
        /// Where and why the allowance ran out, once it did.
        var exhaustion: (path: String, reason: String)?
        /// Fields not evaluated (or not used) because the allowance ran out.
        var leftLiteral = 0

        init(state: ScreenState, steps: Int, bytes: Int) {
            self.state = state
            self.steps = steps
            self.bytes = bytes
        }
    }

    private func resolve(_ value: JSONValue, resolution: inout Resolution) -> JSONValue {
        switch value {
        case .string(let text):
            guard let field = fields[text] else { return value }
            return evaluate(field, resolution: &resolution)?.json ?? value
        case .array(let elements):
            var kept: [JSONValue] = []
            kept.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                resolution.trail.enter(index)
                if !isHidden(element, resolution: &resolution) {
                    kept.append(resolve(element, resolution: &resolution))
                }
                resolution.trail.leave()
            }
            return .array(kept)
        case .object(let object):
            var resolved = object
            for (key, member) in object where !Self.literalKeys.contains(key) {
                resolution.trail.enter(key)
                resolved[key] = resolve(member, resolution: &resolution)
                resolution.trail.leave()
            }
            return .object(resolved)
        case .null, .bool, .number:
            return value
        }
    }

    /// The field's value, or nil (with a failure, or counted as left literal)
    /// when it has none or the screen's allowance is spent.
    private func evaluate(_ field: InterpolatedText, resolution: inout Resolution) -> ExpressionValue? {
        guard resolution.exhaustion == nil else {
            resolution.leftLiteral += 1
            return nil
        }
        let allowance = min(ExpressionEvaluator.defaultBudget, resolution.steps)
        var evaluator = ExpressionEvaluator(state: resolution.state, budget: allowance)
        let outcome: Result<ExpressionValue, ExpressionError>
        do throws(ExpressionError) {
            outcome = .success(try field.value(with: &evaluator))
        } catch {
            outcome = .failure(error)
        }
        resolution.steps -= evaluator.stepsTaken
        if resolution.steps <= 0 {
            resolution.exhaustion = (resolution.trail.written,
                                     "the screen's expressions take more than the \(Self.maximumSteps) steps allowed for one screen")
        }
        switch outcome {
        case .success(let value):
            let size = value.json.compactByteCount
            guard size <= resolution.bytes else {
                resolution.exhaustion = (resolution.trail.written,
                                         "the screen's expressions produce more than the budget of \(budget)")
                resolution.leftLiteral += 1
                return nil
            }
            resolution.bytes -= size
            return value
        case .failure(let error):
            if allowance < ExpressionEvaluator.defaultBudget, resolution.steps <= 0 {
                resolution.leftLiteral += 1   // the screen's allowance ran out, not the field's own
            } else {
                resolution.failures.record(Diagnostic(kind: .invalidExpression, path: resolution.trail.written,
                                                      reason: "\(error.message); showing the text as written"))
            }
            return nil
        }
    }

    /// Whether an array element says `"visible": false` (or an expression that is false).
    private func isHidden(_ element: JSONValue, resolution: inout Resolution) -> Bool {
        guard let visible = element["visible"] else { return false }
        resolution.trail.enter("visible")
        defer { resolution.trail.leave() }
        let failuresBefore = resolution.failures.recordedOrCounted
        switch resolve(visible, resolution: &resolution) {
        case .bool(let shown):
            return !shown
        case let other:
            if resolution.failures.recordedOrCounted == failuresBefore && resolution.exhaustion == nil {
                resolution.failures.record(Diagnostic(kind: .invalidExpression, path: resolution.trail.written,
                                                      reason: "visible must be a boolean, not a \(other.typeName); the element is shown"))
            }
            return false
        }
    }
}

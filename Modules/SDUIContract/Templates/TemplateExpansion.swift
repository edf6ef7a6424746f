import JSON

/// Expands a screen document's templates before anything else reads it, so
/// a list of 200 rows can send the row's shape once.
///
/// A document may carry `"templates": {"name": {"parameters": ["code"],
/// "body": {…}}}`; any object `{"template": "name", "arguments": {"code": …}}`
/// (with an optional `id` and `visible`, which override the body's) is
/// replaced by the body with its parameters filled in: a string that is
/// exactly `${code}` takes the argument's JSON value, `${code}` inside a
/// longer string its text; `\${` writes `${`. Keys are never filled. Bodies
/// may use other templates, and pass their own parameters on in arguments.
///
/// Expansion is bounded in depth (`maximumDepth` nested uses), in elements
/// (`maximumElements` objects and arrays produced) and in bytes (an
/// `AmplificationBudget`, checked before each string is built), so a
/// template that uses itself, one that grows exponentially, or an argument
/// doubled at every level is a diagnostic, never a hang or an exhausted
/// memory. When a budget runs out, the top-level use being expanded is left
/// out whole, every later use too, and the rest of the screen stays.
public enum TemplateExpansion {
    public static let maximumDepth = 8
    public static let maximumElements = 100_000
    /// More parameters than any row needs; each use checks them all.
    public static let maximumParameters = 64

    /// A document with its templates expanded.
    public struct Result: Sendable {
        /// The document with every use expanded and `templates` removed.
        public let value: JSONValue
        /// What could not be expanded (each such use is left out), and why.
        public let diagnostics: [Diagnostic]
        /// True when a budget ran out and uses were left out for it: a
        /// server answers an error rather than a screen missing parts.
        public let exceededBudget: Bool
    }

    /// Expands `document` within `budget` (by default the one for the
    /// document's own size).
    public static func expand(_ document: JSONValue, budget: AmplificationBudget? = nil) -> Result {
        guard case .object(var root) = document, let definitions = root["templates"] else {
            return Result(value: document, diagnostics: [], exceededBudget: false)
        }
        let (templates, problems) = TemplateDefinition.load(definitions)
        var expander = TemplateExpander(templates: templates,
                                        budget: budget ?? AmplificationBudget(inputBytes: document.compactByteCount))
        problems.forEach(expander.log.record)
        root["templates"] = Optional<JSONValue>.none
        var expanded = JSONObject(minimumCapacity: root.count)
        for (key, value) in root {
            if key == "initialState" {
                expanded[key] = value
                continue
            }
            expander.trail.enter(key)
            if let kept = expander.walk(value, scope: nil) { expanded[key] = kept }
            expander.trail.leave()
        }
        expander.finish()
        return Result(value: .object(expanded), diagnostics: expander.log.diagnostics, exceededBudget: expander.exhaustion != nil)
    }
}

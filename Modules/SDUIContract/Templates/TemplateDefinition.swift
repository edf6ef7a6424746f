import JSON

/// One entry of a document's `templates`: the names it takes and the body
/// they are filled into.
struct TemplateDefinition {
    let parameters: [String]
    let body: JSONValue

    /// The usable definitions of a `templates` member, and what was wrong
    /// with the others (each such template is left out, so its uses are too).
    static func load(_ value: JSONValue) -> (templates: [String: TemplateDefinition], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        func problem(_ path: String, _ reason: String) {
            problems.append(Diagnostic(kind: .invalidElement, path: path, reason: reason))
        }
        guard case .object(let object) = value else {
            problem("templates", "templates must be an object of named templates, not a \(value.typeName)")
            return ([:], problems)
        }
        var templates: [String: TemplateDefinition] = [:]
        for (name, definition) in object {
            guard let body = definition["body"] else {
                problem("templates.\(name)", "a template needs a 'body'")
                continue
            }
            let declared = definition["parameters"]?.arrayValue ?? []
            guard declared.count <= TemplateExpansion.maximumParameters else {
                problem("templates.\(name).parameters",
                        "a template takes at most \(TemplateExpansion.maximumParameters) parameters, not \(declared.count); its uses are left out")
                continue
            }
            var parameters: [String] = []
            for parameter in declared {
                guard let text = parameter.stringValue else {
                    problem("templates.\(name).parameters", "parameter names are strings")
                    continue
                }
                if !parameters.contains(text) { parameters.append(text) }
            }
            templates[name] = TemplateDefinition(parameters: parameters, body: body)
        }
        return (templates, problems)
    }
}

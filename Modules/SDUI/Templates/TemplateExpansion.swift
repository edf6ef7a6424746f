import JSON

/// Expands a screen document's templates before anything else reads it, so
/// a list of 200 rows can send the row's shape once.
///
/// A document may carry `"templates": {"name": {"parameters": ["code"],
/// "body": {…}}}`; any object `{"template": "name", "arguments": {"code": …}}`
/// (with an optional `id` and `visible`, which override the body's) is
/// replaced by the body with its parameters filled in: a string that is
/// exactly `${code}` takes the argument's JSON value, `${code}` inside a
/// longer string its text; `\${` writes `${`. Bodies may use other
/// templates. Expansion is bounded: `maximumDepth` nested uses and
/// `maximumElements` objects and arrays produced in all, so a template that
/// uses itself, or one that grows exponentially, is a diagnostic (the use is
/// left out), never a hang or an exhausted memory.
public enum TemplateExpansion {
    public static let maximumDepth = 8
    public static let maximumElements = 100_000

    /// The document with every use expanded and `templates` removed, and
    /// what could not be expanded (each such use is left out).
    public static func expand(_ document: JSONValue) -> (value: JSONValue, diagnostics: [Diagnostic]) {
        guard case .object(var root) = document, let templates = root["templates"] else { return (document, []) }
        var expander = Expander()
        expander.load(templates)
        root["templates"] = Optional<JSONValue>.none
        var expanded = JSONObject(minimumCapacity: root.count)
        for (key, value) in root {
            if key == "initialState" {
                expanded[key] = value
            } else if let kept = expander.expand(value, path: key, depth: 0) {
                expanded[key] = kept
            }
        }
        return (.object(expanded), expander.diagnostics)
    }

    struct Template {
        let parameters: Set<String>
        let body: JSONValue
    }

    struct Expander {
        var templates: [String: Template] = [:]
        var diagnostics: [Diagnostic] = []
        var produced = 0
        var exhausted = false

        mutating func problem(_ path: String, _ reason: String) {
            diagnostics.append(Diagnostic(kind: .invalidElement, path: path, reason: reason))
        }

        mutating func load(_ value: JSONValue) {
            guard case .object(let object) = value else {
                problem("templates", "templates must be an object of named templates, not a \(value.typeName)")
                return
            }
            for (name, definition) in object {
                guard let body = definition["body"] else {
                    problem("templates.\(name)", "a template needs a 'body'")
                    continue
                }
                var parameters: Set<String> = []
                for parameter in definition["parameters"]?.arrayValue ?? [] {
                    guard let text = parameter.stringValue else {
                        problem("templates.\(name).parameters", "parameter names are strings")
                        continue
                    }
                    parameters.insert(text)
                }
                templates[name] = Template(parameters: parameters, body: body)
            }
        }

        /// The expanded value; nil when it is a use that could not be expanded.
        mutating func expand(_ value: JSONValue, path: String, depth: Int) -> JSONValue? {
            switch value {
            case .array(let elements):
                guard count() else { return nil }
                var kept: [JSONValue] = []
                kept.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    if let expanded = expand(element, path: "\(path)[\(index)]", depth: depth) { kept.append(expanded) }
                }
                return .array(kept)
            case .object(let object):
                if let name = object["template"] { return use(name, object, path: path, depth: depth) }
                guard count() else { return nil }
                var result = JSONObject(minimumCapacity: object.count)
                for (key, member) in object {
                    if let expanded = expand(member, path: "\(path).\(key)", depth: depth) { result[key] = expanded }
                }
                return .object(result)
            case .null, .bool, .number, .string:
                return value
            }
        }

        /// Counts one produced object or array; false once the budget is spent.
        mutating func count() -> Bool {
            produced += 1
            if produced > TemplateExpansion.maximumElements {
                if !exhausted { problem("", "the templates expand to more than \(TemplateExpansion.maximumElements) elements; the rest is left out") }
                exhausted = true
                return false
            }
            return true
        }

        mutating func use(_ nameValue: JSONValue, _ object: JSONObject, path: String, depth: Int) -> JSONValue? {
            guard let name = nameValue.stringValue, let template = templates[name] else {
                problem(path, "there is no template '\(nameValue.stringValue ?? nameValue.typeName)'; the element is left out")
                return nil
            }
            guard depth < TemplateExpansion.maximumDepth else {
                problem(path, "template '\(name)' is used more than \(TemplateExpansion.maximumDepth) levels deep (does it use itself?); the element is left out")
                return nil
            }
            let arguments = object["arguments"]?.objectValue ?? JSONObject()
            let missing = template.parameters.filter { arguments[$0] == nil }.sorted()
            guard missing.isEmpty else {
                problem(path, "template '\(name)' needs the argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")); the element is left out")
                return nil
            }
            var filled = substitute(template.body, arguments: arguments)
            if case .object(var body) = filled {
                for key in ["id", "visible"] where object[key] != nil { body[key] = object[key] }
                filled = .object(body)
            }
            return expand(filled, path: path, depth: depth + 1)
        }

        func substitute(_ value: JSONValue, arguments: JSONObject) -> JSONValue {
            switch value {
            case .string(let text):
                return Self.fill(text, arguments: arguments) ?? value
            case .array(let elements):
                return .array(elements.map { substitute($0, arguments: arguments) })
            case .object(let object):
                var result = JSONObject(minimumCapacity: object.count)
                for (key, member) in object { result[key] = substitute(member, arguments: arguments) }
                return .object(result)
            case .null, .bool, .number:
                return value
            }
        }

        /// `text` with its `${name}`s filled; nil when it has none. A name
        /// without an argument is left as written.
        static func fill(_ text: String, arguments: JSONObject) -> JSONValue? {
            guard text.utf8.contains(UInt8(ascii: "$")) else { return nil }
            let scalars = Array(text.unicodeScalars)
            // Exactly one reference: the argument's own value, whatever its type.
            if scalars.count > 3, scalars[0] == "$", scalars[1] == "{", scalars[scalars.count - 1] == "}",
               !scalars[2..<(scalars.count - 1)].contains("}"),
               let value = arguments[String(String.UnicodeScalarView(scalars[2..<(scalars.count - 1)]))] {
                return value
            }
            var result = String.UnicodeScalarView()
            var index = 0
            var changed = false
            while index < scalars.count {
                if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "$", scalars[index + 2] == "{" {
                    result.append(contentsOf: ["$", "{"])
                    index += 3
                    changed = true
                    continue
                }
                if scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{",
                   let close = scalars[(index + 2)...].firstIndex(of: "}") {
                    let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                    if let value = arguments[name] {
                        result.append(contentsOf: Self.text(of: value).unicodeScalars)
                        index = close + 1
                        changed = true
                        continue
                    }
                }
                result.append(scalars[index])
                index += 1
            }
            return changed ? .string(String(result)) : nil
        }

        static func text(of value: JSONValue) -> String {
            switch value {
            case .string(let text): return text
            case .number(let number): return number.description
            case .bool(let flag): return flag ? "true" : "false"
            case .null: return ""
            case .array, .object: return (try? value.serialized()).map { String(decoding: $0, as: UTF8.self) } ?? ""
            }
        }
    }
}

import JSON

/// The walk that expands a document's template uses in one pass, filling
/// each body as it is copied and counting what it produces.
///
/// Everything made inside a use is counted: the bytes of each string,
/// number and key (before a filled string is built), and each object and
/// array. What lies outside every use is the document as sent and costs
/// nothing. Once a budget is spent the walk unwinds to the top-level use,
/// which is left out whole, and every later use is left out at once, so the
/// work done is bounded by the budget, not by what the document asks for.
struct TemplateExpander {
    let templates: [String: TemplateDefinition]
    let budget: AmplificationBudget
    let log = DiagnosticLog()
    var trail = PathTrail()

    /// Bytes produced inside uses so far.
    private(set) var producedBytes = 0
    /// Objects and arrays produced inside uses so far.
    private(set) var producedElements = 0
    /// Uses being expanded around the current position (0: the document itself).
    private var useDepth = 0
    /// Why the walk stopped expanding, once a budget ran out.
    private(set) var exhaustion: String?
    /// Uses left out after the budget ran out, reported together at the end.
    private var leftOutAfterwards = 0

    init(templates: [String: TemplateDefinition], budget: AmplificationBudget) {
        self.templates = templates
        self.budget = budget
    }

    /// True while unwinding from a spent budget inside a use.
    private var unwinding: Bool { exhaustion != nil && useDepth > 0 }

    mutating func problem(_ reason: String) {
        log.record(Diagnostic(kind: .invalidElement, path: trail.written, reason: reason))
    }

    /// Adds the summary of what was left out after the budget ran out.
    mutating func finish() {
        guard leftOutAfterwards > 0 else { return }
        log.record(Diagnostic(kind: .invalidElement, path: "",
                                      reason: "\(leftOutAfterwards) later template use\(leftOutAfterwards == 1 ? " was" : "s were") left out too, because the budget was spent"))
    }

    /// Counts `bytes` produced; false (and the walk unwinds) when they do not fit.
    private mutating func charge(_ bytes: Int) -> Bool {
        guard useDepth > 0 else { return true }
        guard exhaustion == nil else { return false }
        guard bytes <= budget.bytes - producedBytes else {
            exhaustion = "the templates would produce more than the budget of \(budget)"
            return false
        }
        producedBytes += bytes
        return true
    }

    /// Counts one object or array produced (and its brackets).
    private mutating func chargeElement() -> Bool {
        guard useDepth > 0 else { return true }
        guard charge(2) else { return false }
        producedElements += 1
        guard producedElements <= TemplateExpansion.maximumElements else {
            exhaustion = "the templates expand to more than \(TemplateExpansion.maximumElements) elements"
            return false
        }
        return true
    }

    /// `value` with its uses expanded and, inside a body (`scope` holds the
    /// use's arguments), its strings filled; nil when it is left out.
    mutating func walk(_ value: JSONValue, scope: JSONObject?) -> JSONValue? {
        if unwinding { return nil }
        switch value {
        case .string(let text):
            if let scope {
                switch fill(text, scope: scope) {
                case .unchanged: break
                case .placed(let argument): return walk(argument, scope: nil)
                case .text(let filled): return .string(filled)
                case .overBudget: return nil
                }
            }
            return charge(text.utf8.count + 2) ? value : nil
        case .array(let elements):
            guard chargeElement() else { return nil }
            var kept: [JSONValue] = []
            kept.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                trail.enter(index)
                let expanded = walk(element, scope: scope)
                trail.leave()
                if let expanded { kept.append(expanded) } else if unwinding { return nil }
            }
            return .array(kept)
        case .object(let object):
            if let name = object["template"] { return use(name, object, scope: scope) }
            guard chargeElement() else { return nil }
            var result = JSONObject(minimumCapacity: object.count)
            for (key, member) in object {
                guard charge(key.utf8.count + 3) else { return nil }
                trail.enter(key)
                let expanded = walk(member, scope: scope)
                trail.leave()
                if let expanded { result[key] = expanded } else if unwinding { return nil }
            }
            return .object(result)
        case .null, .bool, .number:
            return charge(value.compactByteCount) ? value : nil
        }
    }

    /// `text` filled from `scope`, its bytes counted before it is built.
    private mutating func fill(_ text: String, scope: JSONObject) -> TemplateFill {
        let allowance = useDepth > 0 ? budget.bytes - producedBytes : Int.max
        let filled = TemplateFill.fill(text, arguments: scope, allowance: allowance)
        switch filled {
        case .text(let result):
            return charge(result.utf8.count + 2) ? filled : .overBudget(needed: result.utf8.count)
        case .overBudget(let needed):
            exhaustion = "a filled text would take \(needed) bytes, more than the \(allowance) left of the budget of \(budget)"
            return filled
        case .unchanged, .placed:
            return filled
        }
    }

    /// `value` with its strings filled from `scope` and nothing expanded: a
    /// nested use's arguments, which its own body places later.
    private mutating func substitute(_ value: JSONValue, scope: JSONObject) -> JSONValue? {
        switch value {
        case .string(let text):
            switch fill(text, scope: scope) {
            case .unchanged: return value
            case .placed(let argument): return argument
            case .text(let filled): return .string(filled)
            case .overBudget: return nil
            }
        case .array(let elements):
            guard chargeElement() else { return nil }
            var result: [JSONValue] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                guard let filled = substitute(element, scope: scope) else { return nil }
                result.append(filled)
            }
            return .array(result)
        case .object(let object):
            guard chargeElement() else { return nil }
            var result = JSONObject(minimumCapacity: object.count)
            for (key, member) in object {
                guard let filled = substitute(member, scope: scope) else { return nil }
                result[key] = filled
            }
            return .object(result)
        case .null, .bool, .number:
            return value
        }
    }

    /// The body of the use `object` (of template `nameValue`) filled and
    /// expanded; nil when it is left out, with a diagnostic saying why.
    private mutating func use(_ nameValue: JSONValue, _ object: JSONObject, scope: JSONObject?) -> JSONValue? {
        if exhaustion != nil {
            if useDepth == 0 { leftOutAfterwards += 1 }
            return nil
        }
        var resolvedName = nameValue
        if let scope, let filled = substitute(nameValue, scope: scope) { resolvedName = filled }
        guard let name = resolvedName.stringValue, let template = templates[name] else {
            problem("there is no template '\(resolvedName.stringValue ?? resolvedName.typeName)'; the element is left out")
            return nil
        }
        guard useDepth < TemplateExpansion.maximumDepth else {
            problem("template '\(name)' is used more than \(TemplateExpansion.maximumDepth) levels deep (does it use itself?); the element is left out")
            return nil
        }
        var arguments = object["arguments"]?.objectValue ?? JSONObject()
        if let scope {
            guard case .object(let filled)? = substitute(.object(arguments), scope: scope) else { return leftOut(name) }
            arguments = filled
        }
        let missing = template.parameters.filter { arguments[$0] == nil }.sorted()
        guard missing.isEmpty else {
            problem("template '\(name)' needs the argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")); the element is left out")
            return nil
        }

        useDepth += 1
        let body = walk(template.body, scope: arguments)
        useDepth -= 1
        guard var expanded = body, exhaustion == nil else { return leftOut(name) }
        if case .object(var members) = expanded {
            for key in ["id", "visible"] {
                guard let override = object[key] else { continue }
                trail.enter(key)
                let filled = walk(override, scope: scope)
                trail.leave()
                guard let filled else { return leftOut(name) }
                members[key] = filled
            }
            // A debug answer's use names where it is; what it made says both (not charged: debug only).
            if let useOrigin = object[DebugOrigins.key] {
                members[DebugOrigins.key] = DebugOrigins.made(byUse: useOrigin, body: members[DebugOrigins.key])
            }
            expanded = .object(members)
        }
        return expanded
    }

    /// Leaves a use out for a spent budget; the top-level use says so.
    private mutating func leftOut(_ name: String) -> JSONValue? {
        if useDepth == 0, let exhaustion {
            problem("template '\(name)' is left out: \(exhaustion)")
        }
        return nil
    }
}

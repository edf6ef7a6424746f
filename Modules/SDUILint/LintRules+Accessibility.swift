import JSON

extension LintRules {
    /// Members whose text a screen reader reads for an element.
    static let labelKeys = ["label", "title", "text", "accessibilityLabel", "placeholder", "paragraphs", "subtitle"]

    /// Something a person can act on with nothing a screen reader can call it.
    static let interactiveLabel = LintRule(
        id: "interactive-label", defaultSeverity: .error,
        summary: "An interactive element (with an action, or an input) has no readable label."
    ) { document in
        document.components.compactMap { element in
            let members = element.type.members
            let acts = (members.actions + members.titledActions + members.implicitActions.keys)
                .contains { element.object[$0] != nil } || element.object["stateKey"] != nil
            guard acts, !hasLabel(.object(element.object), skipping: document.context.actionMembers) else { return nil }
            return LintRule.Hit(path: element.path, message: "this \(element.type.name) can be acted on but has no text to call it by",
                                fix: "give it a label, a title or an accessibilityLabel")
        }
    }

    /// A picture with no words for those who cannot see it.
    static let imageAlt = LintRule(
        id: "image-alt", defaultSeverity: .warning,
        summary: "An image has no alternative text (accessibilityLabel)."
    ) { document in
        document.components.compactMap { element in
            switch element.type.name.rawValue {
            case "image":
                guard isBlank(element.object["accessibilityLabel"]) else { return nil }
            case "imageBanner":
                guard isBlank(element.object["image"]?["accessibilityLabel"]), isBlank(element.object["title"]) else { return nil }
            default:
                return nil
            }
            return LintRule.Hit(path: element.path, message: "this \(element.type.name) has no alternative text",
                                fix: "add an accessibilityLabel that says what the picture shows")
        }
    }

    /// Whether the value (or, for a container, anything inside it but its
    /// actions and fallback) has readable text.
    static func hasLabel(_ value: JSONValue, skipping actionMembers: Set<String>) -> Bool {
        var found = false
        JSONObjectWalk.forEachObject(in: value, skipping: actionMembers.union(["fallback"])) { object, _ in
            if !found, labelKeys.contains(where: { !isBlank(object[$0]) }) { found = true }
        }
        return found
    }

    /// Missing, empty, or only spaces (an array of such strings too).
    static func isBlank(_ value: JSONValue?) -> Bool {
        switch value {
        case .string(let text)?: return text.allSatisfy(\.isWhitespace)
        case .array(let items)?: return items.allSatisfy { isBlank($0) }
        case nil: return true
        default: return false
        }
    }
}

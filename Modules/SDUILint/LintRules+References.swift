import JSON
import SDUIContract

extension LintRules {
    /// A link to a screen nobody serves: `navigate`'s destination, and every other
    /// member a type declares as a screen path (`keepOffline`'s `path`).
    static let navigateDestination = LintRule(
        id: "navigate-destination", defaultSeverity: .error,
        summary: "A navigate action's destination (or another action's screen path, such as keepOffline's) is a screen path that no content file or route answers."
    ) { document in
        guard let answers = document.context.answers else { return [] }
        var hits: [LintRule.Hit] = []
        for element in document.actions {
            for key in element.type.members.screenPaths.sorted() {
                guard let destination = element.object[key]?.stringValue, !destination.contains("@{") else { continue }
                let at = element.path.isEmpty ? key : "\(element.path).\(key)"
                do throws(ScreenPath.Invalid) {
                    if answers(try ScreenPath(validating: destination)) { continue }
                    hits.append(LintRule.Hit(path: at, message: "no screen answers '\(destination)' (no content file, no app route)",
                                             fix: "point it at a content file or an app route, or add the screen"))
                } catch {
                    hits.append(LintRule.Hit(path: at, message: "'\(destination)' is not a screen path: \(error.reason)",
                                             fix: "\(element.type.name) takes a screen path; open a web address with openURL"))
                }
            }
        }
        return hits
    }

    /// An expression that reads a state key the screen never sets.
    static let stateKeyMissing = LintRule(
        id: "state-key-missing", defaultSeverity: .warning,
        summary: "An expression reads a state key that initialState lacks."
    ) { document in
        let known = Set(document.expanded["initialState"]?.objectValue?.keys ?? [])
        var hits: [LintRule.Hit] = []
        forEachString(in: document.expanded, path: "") { text, path in
            guard text.contains("@{"), let parsed = try? InterpolatedText.parse(text) else { return }
            for name in parsed.names.subtracting(known).sorted() {
                hits.append(.init(path: path, message: "'\(name)' is read but is not a key of initialState",
                                  fix: "add \"\(name)\" to initialState with its starting value"))
            }
        }
        return hits
    }

    /// A template sent with every answer and used nowhere.
    static let templateUnused = LintRule(
        id: "template-unused", defaultSeverity: .warning,
        summary: "A template is defined and never used."
    ) { document in
        guard case .object(let templates)? = document.written["templates"] else { return [] }
        var used: Set<String> = []
        JSONObjectWalk.forEachObject(in: document.written) { object, _ in
            if let name = object["template"]?.stringValue { used.insert(name) }
        }
        return templates.keys.sorted().filter { !used.contains($0) }.map { name in
            LintRule.Hit(path: "templates.\(name)", message: "'\(name)' is never used", fix: "use it with {\"template\": \"\(name)\"} or remove it")
        }
    }

    /// Every string outside the state and the templates, with its JSON path.
    static func forEachString(in value: JSONValue, path: String, _ body: (String, String) -> Void) {
        switch value {
        case .string(let text): body(text, path)
        case .array(let items):
            for (index, item) in items.enumerated() { forEachString(in: item, path: "\(path)[\(index)]", body) }
        case .object(let object):
            for (key, member) in object where key != "initialState" && key != "templates" {
                forEachString(in: member, path: path.isEmpty ? key : "\(path).\(key)", body)
            }
        default: break
        }
    }
}

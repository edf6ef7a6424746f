import JSON
import SDUIContract

extension LintRules {
    /// A component with visibility or disappear actions but no `id` (§8.6):
    /// clients then name it by its JSON path, so its impressions are logged
    /// under a name that moves whenever a row is added above it, and the
    /// server's one row per (install, screen view, element) counts the
    /// wrong element after a change.
    static let visibilityWithoutID = LintRule(
        id: "visibility-without-id", defaultSeverity: .warning,
        summary: "A component with visibilityActions or disappearActions but no id: its impressions are named by a path that moves."
    ) { document in
        document.components.compactMap { element -> LintRule.Hit? in
            guard element.object["id"]?.stringValue?.isEmpty ?? true,
                  let member = Component.impressionMembers.first(where: { element.object[$0] != nil }) else { return nil }
            return .init(path: element.path,
                         message: "this \(element.type.name) has \(member) but no id; clients name it by its path, which moves when the screen changes",
                         fix: "give it an id that names what is seen (\"promo-summer\"), unique on the screen")
        }
    }
}

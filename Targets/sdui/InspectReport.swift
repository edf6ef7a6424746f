import JSON
import SDUI

/// What an author is told about the elements of a debug answer: each one's
/// type, id, JSON path in the answer, where it came from (`_origin`), the
/// capability it needs, the diagnostics at its path, and what it does by
/// itself (`InspectReactions`: a screen's triggers and timers are listed as
/// elements of their own). `sdui render --inspect` lists every element in a
/// line; the inspect key of `sdui open` and `sdui preview`
/// (`ScreenInspector`) shows one element's facts, and the screen's
/// triggers and timers.
enum InspectReport {
    struct Element: Equatable {
        /// `$.sections[0].components[2]`.
        let path: String
        let type: String
        let id: String?
        /// `c:track@1`; nil for a type this client does not know.
        let capability: String?
        let origin: String
        let diagnostics: [String]
        /// What it does by itself: a trigger's or timer's workings, a component's impressions.
        var reactions: [String] = []

        /// One line: `sdui render --inspect`.
        var line: String {
            var line = "\(path)  \(type)"
            if let id { line += "  id=\(id)" }
            if let capability { line += "  \(capability)" }
            line += "  " + origin
            for reaction in reactions { line += "  · " + reaction }
            for diagnostic in diagnostics { line += "  ! " + diagnostic }
            return line
        }

        /// One fact a line: the inspect key's panel.
        var facts: [String] {
            ["Type: \(type)", "Id: \(id ?? "(none)")", "JSON path: \(path)", "Origin: \(origin)",
             "Needs: \(capability ?? "(a type this client does not know)")"]
                + reactions
                + (diagnostics.isEmpty ? ["Diagnostics: none"] : diagnostics.map { "Diagnostic: \($0)" })
        }
    }

    static func elements(answer: JSONValue, diagnostics: [Diagnostic], registry: FeatureRegistry) -> [Element] {
        let versions = Dictionary(registry.contract.descriptors.map { ($0.name.rawValue, $0.capability) }) { first, _ in first }
        var elements: [Element] = []
        JSONObjectWalk.forEachObject(in: answer, skipping: ["initialState", DebugOrigins.key]) { object, path in
            // A template use (kept for a client that expands templates) is listed by its template's name,
            // a screen's trigger or timer by its kind.
            let reaction = InspectReactions.kind(at: path)
            guard let type = reaction?.type ?? object["type"]?.stringValue ?? object["template"]?.stringValue.map({ "(template \($0))" })
            else { return }
            let capability = reaction?.capability ?? versions[type].map { "\($0.kind == .component ? "c" : "a"):\($0.type)@\($0.version)" }
            elements.append(Element(path: "$" + (path.isEmpty ? "" : "." + path), type: type, id: object["id"]?.stringValue,
                                    capability: capability, origin: origin(object[DebugOrigins.key]),
                                    diagnostics: diagnostics.filter { $0.path == path }.map(\.reason),
                                    reactions: InspectReactions.facts(object, type: type)))
        }
        return elements
    }

    static func lines(answer: JSONValue, diagnostics: [Diagnostic], registry: FeatureRegistry) -> [String] {
        elements(answer: answer, diagnostics: diagnostics, registry: registry).map(\.line)
    }

    static func origin(_ value: JSONValue?) -> String {
        value.map(DebugOrigins.describe) ?? "(no origin: the server was not asked, or cannot tell)"
    }
}

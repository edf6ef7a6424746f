import JSON
import SDUI

/// `sdui render --inspect`: every element of a debug answer with its type,
/// id, JSON path in the answer, where it came from (`_origin`), the
/// capability it needs and the diagnostics at its path.
enum InspectReport {
    static func lines(answer: JSONValue, diagnostics: [Diagnostic], registry: FeatureRegistry) -> [String] {
        let versions = Dictionary(registry.contract.descriptors.map { ($0.name.rawValue, $0.capability) }) { first, _ in first }
        var lines: [String] = []
        JSONObjectWalk.forEachObject(in: answer, skipping: ["initialState", DebugOrigins.key]) { object, path in
            guard let type = object["type"]?.stringValue else { return }
            var line = "$" + (path.isEmpty ? "" : "." + path) + "  \(type)"
            if let id = object["id"]?.stringValue { line += "  id=\(id)" }
            if let capability = versions[type] {
                line += "  \(capability.kind == .component ? "c" : "a"):\(capability.type)@\(capability.version)"
            }
            line += "  " + origin(object[DebugOrigins.key])
            for diagnostic in diagnostics where diagnostic.path == path { line += "  ! " + diagnostic.reason }
            lines.append(line)
        }
        return lines
    }

    static func origin(_ value: JSONValue?) -> String {
        value.map(DebugOrigins.describe) ?? "(no origin: the server was not asked, or cannot tell)"
    }
}

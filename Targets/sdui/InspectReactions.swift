import JSON
import SDUI

/// What an answer's parts do by themselves (contract §8.4–8.6), for
/// `sdui render --inspect` and the inspect key: a screen's triggers and
/// timers, which have no `type` and so are no elements of their own, and a
/// component's visibility and disappear actions. Read from the answer as
/// sent, so an author sees the expressions as written (`@{all}`) and the
/// defaults a client applies where a field is missing.
enum InspectReactions {
    /// The kind of a screen-level reaction at `path` (`triggers[0]`, `timers[1]`) and the feature it needs.
    static func kind(at path: String) -> (type: String, capability: String)? {
        for (member, type, capability) in [("triggers", "(trigger)", CoreContract.triggers), ("timers", "(timer)", CoreContract.timers)] {
            if path.hasPrefix(member + "["), path.hasSuffix("]"), Int(path.dropFirst(member.count + 1).dropLast()) != nil {
                return (type, "f:\(capability)")
            }
        }
        return nil
    }

    /// One fact a line: a trigger's condition and actions, a timer's count
    /// and actions, or a component's impressions (none for anything else).
    static func facts(_ object: JSONObject, type: String) -> [String] {
        switch type {
        case "(trigger)":
            var when: [String] = []
            if let keys = object["keys"]?.arrayValue?.compactMap(\.stringValue) { when.append("\(keys.joined(separator: ", ")) change") }
            if let condition = object["when"] {
                when.append(object["keys"] == nil ? "\(written(condition)) becomes true" : "while \(written(condition)) is true")
            }
            return ["When: " + when.joined(separator: ", "), "Runs: " + actions(object["actions"])]
        case "(timer)":
            var count = object["duration"]?.intValue.map { "down \($0) ms" } ?? "up"
            if let until = object["until"] { count += " until \(written(until))" }
            count += ", a tick every \(object["tick"]?.intValue ?? ScreenTimer.defaultTick) ms"
            if let key = object["key"]?.stringValue { count += " into \(key)" }
            count += object["autostart"]?.boolValue == true ? ", starts with the screen" : ", started by an action"
            var facts = ["Counts: " + count]
            if object["onTick"] != nil { facts.append("Each tick: " + actions(object["onTick"])) }
            if object["onEnd"] != nil { facts.append("At its end: " + actions(object["onEnd"])) }
            return facts
        default:
            var facts: [String] = []
            for entry in object["visibilityActions"]?.arrayValue?.compactMap(\.objectValue) ?? [] {
                let share = entry["visiblePercentage"]?.intValue ?? VisibilityAction.defaultPercentage
                let duration = entry["duration"]?.intValue ?? VisibilityAction.defaultDuration
                let limit = entry["limit"]?.intValue ?? 1
                facts.append("Seen (\(entry["id"]?.stringValue ?? "no id")): \(share) % for \(duration) ms, "
                             + (limit == 0 ? "each time it comes into view" : "at most \(limit) a view") + ": " + actions(entry["actions"]))
            }
            for entry in object["disappearActions"]?.arrayValue?.compactMap(\.objectValue) ?? [] {
                facts.append("Gone (\(entry["id"]?.stringValue ?? "no id")): " + actions(entry["actions"]))
            }
            return facts
        }
    }

    /// Actions in a line: each one's type and what it names (a key, a timer, a destination, an element).
    private static func actions(_ value: JSONValue?) -> String {
        let list = (value?.arrayValue ?? []).compactMap(\.objectValue).map { action in
            let type = action["type"]?.stringValue ?? "?"
            let named = ["key", "id", "destination", "element", "url"].lazy.compactMap { action[$0]?.stringValue }.first
            return named.map { "\(type) \($0)" } ?? type
        }
        return list.isEmpty ? "nothing" : list.joined(separator: ", ")
    }

    /// An expression or value as written: a string without its quotes.
    private static func written(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return (try? value.jsonString([.sortedKeys])) ?? "\(value)"
    }
}

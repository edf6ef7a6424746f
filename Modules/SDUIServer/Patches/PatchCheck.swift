import JSON
import SDUIContract

/// Checks a command's patch against the screen it names, built again after
/// the command ran: what the patch puts there must be exactly what the
/// screen now shows, by ids the server gave (a JSON-path id is no target:
/// it shifts when siblings change). A patch that fails is never sent; the
/// client is asked to load the screen again instead.
struct PatchCheck {
    /// The screen as the client would now load it.
    let screen: JSONValue

    /// Why the patch does not turn the client's screen into `screen`, or nil.
    func problem(with patch: Patch) -> String? {
        let elements = IdentifiedElements.byID(in: screen)
        func once(_ id: String) -> JSONValue? {
            guard let found = elements[id], found.count == 1 else { return nil }
            return found[0]
        }
        for (index, operation) in patch.operations.enumerated() {
            switch operation {
            case .replace(let id, let component):
                guard let shown = once(component.id) else {
                    return "operation \(index) puts '\(component.id)' where '\(id)' was, but the screen does not show '\(component.id)' exactly once"
                }
                guard (try? JSONModelEncoder().encodeToValue(component)) == shown else {
                    return "operation \(index) puts a '\(component.id)' that differs from the one the screen now shows"
                }
                if id != component.id, elements[id] != nil { return "operation \(index) replaces '\(id)', which the screen still shows" }
            case .insertAfter(let id, let components):
                guard once(id) != nil else { return "operation \(index) inserts after '\(id)', which the screen does not show exactly once" }
                for component in components {
                    guard let shown = once(component.id), (try? JSONModelEncoder().encodeToValue(component)) == shown else {
                        return "operation \(index) inserts a '\(component.id)' that the screen does not show as sent"
                    }
                }
            case .remove(let id):
                if elements[id] != nil { return "operation \(index) removes '\(id)', which the screen still shows" }
            }
        }
        let initial = screen["initialState"]?.objectValue ?? [:]
        for (key, value) in patch.state ?? [:] where initial[key] != value {
            return "the patch sets the state key '\(key)' to \(value), but the screen's initialState has \(initial[key] ?? .null)"
        }
        return nil
    }
}

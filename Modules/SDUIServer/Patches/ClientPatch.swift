import JSON
import SDUIContract

/// A command's patch as one client must receive it, so that the client's
/// patched copy of the screen equals what a fresh GET would give it.
///
/// An app writes one patch for the screen as the server builds it: its
/// components as written, and state keys the screen's expressions read.
/// Clients differ in what they were sent of that screen (translated, types
/// filtered or downgraded, templates expanded, expressions resolved), so
/// every component the patch carries is taken from the screen as this
/// client would now load it, never from the app's copy. A client that does
/// not resolve expressions was sent the screen resolved for the old state:
/// setting a state key changes nothing it shows, so every element whose
/// expressions read a changed key is replaced as well (the outermost with
/// an id the server gave). When that cannot be said with the patch's
/// operations (a changed key read outside any such element: the title,
/// the menu, the analytics properties, a section, or a `visible` whose
/// element has no id to stand in for it), the client is asked to load the
/// screen again instead: a refresh is always right, a patch only when it
/// is exact.
struct ClientPatch {
    /// The app's patch, already checked against the screen (`PatchCheck`).
    let patch: Patch
    /// The screen as the server now builds it, translated and with its
    /// templates expanded for this client, before expressions are resolved.
    let source: JSONValue
    /// The screen exactly as a fresh GET would send it to this client.
    let sent: JSONValue
    /// Whether the client resolves expressions itself.
    let resolvesExpressions: Bool
    /// Where components sit in an encoded screen.
    let shape: ContractShape

    /// Why a patch cannot be sent to this client; it is told to refresh instead.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The patch to send, as JSON, or why the client must load the screen again.
    func derived() -> Result<JSONValue, Refusal> {
        let shown = IdentifiedElements.byID(in: sent)
        func once(_ id: String) -> JSONValue? {
            guard let found = shown[id], found.count == 1 else { return nil }
            return found[0]
        }
        var operations: [JSONValue] = []
        var replaced: Set<String> = []
        for (index, operation) in patch.operations.enumerated() {
            switch operation {
            case .replace(let id, let component):
                guard let component = once(component.id) else {
                    return .failure(Refusal(description: "operation \(index) puts '\(component.id)', which this client is not sent"))
                }
                operations.append(["op": "replace", "id": .string(id), "component": component])
                replaced.insert(id)
            case .insertAfter(let id, let components):
                guard once(id) != nil else {
                    return .failure(Refusal(description: "operation \(index) inserts after '\(id)', which this client is not sent"))
                }
                var sentComponents: [JSONValue] = []
                for component in components {
                    guard let shownComponent = once(component.id) else {
                        return .failure(Refusal(description: "operation \(index) inserts '\(component.id)', which this client is not sent"))
                    }
                    sentComponents.append(shownComponent)
                }
                operations.append(["op": "insertAfter", "id": .string(id), "components": .array(sentComponents)])
            case .remove(let id):
                operations.append(["op": "remove", "id": .string(id)])
            }
        }
        if !resolvesExpressions, let changed = patch.state.map({ Set($0.keys) }), !changed.isEmpty {
            switch StateReaders(changed: changed, shape: shape).targets(in: source) {
            case .failure(let refusal):
                return .failure(refusal)
            case .success(let ids):
                for id in ids where !replaced.contains(id) {
                    guard let component = once(id) else {
                        return .failure(Refusal(description: "'\(id)' reads a changed state key, but this client is not sent it exactly once"))
                    }
                    operations.append(["op": "replace", "id": .string(id), "component": component])
                    replaced.insert(id)
                }
            }
        }
        var object: JSONObject = ["screen": .string(patch.screen.description), "operations": .array(operations)]
        if let state = patch.state { object["state"] = .object(state) }
        return .success(.object(object))
    }
}

import JSON
import SDUIContract

/// Where a screen's expressions read state keys a patch changes: for a
/// client that was sent the screen resolved, these are the places that now
/// show something else. Each is named by the outermost component around it
/// that has an id the server gave (a JSON-path id is no target: it shifts
/// when siblings change), so the patch can replace that component whole.
///
/// A read that no such component holds — in the title, the header, the
/// navigation bar, the analytics properties, a section's own members, or
/// the `visible` of a component whose parents have no id (showing or hiding
/// it changes its container) — cannot be patched: the client loads the
/// screen again.
struct StateReaders {
    /// The keys the patch sets.
    let changed: Set<String>
    /// Where components sit in an encoded screen.
    let shape: ContractShape

    /// What one component needs.
    private enum Need {
        /// Its own id, or those of components inside it.
        case replace([String])
        /// A container with an id, because of the read described.
        case container(String)
    }

    /// The ids of the components to replace, or why none can stand for a read.
    func targets(in screen: JSONValue) -> Result<[String], ClientPatch.Refusal> {
        guard case .object(let members) = screen else { return .success([]) }
        var ids: [String] = []
        for (key, member) in members where !ScreenExpressions.literalKeys.contains(key) {
            guard key == "sections" else {
                if let name = firstRead(in: member) { return .failure(refusal("the screen's '\(key)' reads '\(name)'")) }
                continue
            }
            for (index, section) in (member.arrayValue ?? []).enumerated() {
                guard case .object(let sectionMembers) = section else { continue }
                for (sectionKey, value) in sectionMembers {
                    if sectionKey == "components" {
                        switch need(ofList: value) {
                        case .replace(let found): ids += found
                        case .container(let reason): return .failure(refusal("\(reason), and section \(index) is no component to replace"))
                        }
                    } else if let name = firstRead(in: value) {
                        return .failure(refusal("section \(index)'s '\(sectionKey)' reads '\(name)'"))
                    }
                }
            }
        }
        return .success(ids)
    }

    private func refusal(_ reason: String) -> ClientPatch.Refusal {
        ClientPatch.Refusal(description: "\(reason), which this client was sent resolved for the old state")
    }

    /// A component slot's value: one component or an array of them.
    private func need(ofList value: JSONValue) -> Need {
        let components = value.arrayValue ?? [value]
        var ids: [String] = []
        for component in components {
            switch need(of: component) {
            case .replace(let found): ids += found
            case .container(let reason): return .container(reason)
            }
        }
        return .replace(ids)
    }

    private func need(of component: JSONValue) -> Need {
        guard case .object(let members) = component else { return .replace([]) }
        let id = members["id"]?.stringValue
        let name = id.map { "'\($0)'" } ?? "a component without an id"
        if let visible = members["visible"], let key = firstRead(in: visible) {
            return .container("\(name) is shown or hidden by '\(key)'")
        }
        if let id {
            return firstRead(in: component) == nil ? .replace([]) : .replace([id])
        }
        var ids: [String] = []
        for (key, member) in members {
            if shape.slot(for: key) == .component {
                switch need(ofList: member) {
                case .replace(let found): ids += found
                case .container(let reason): return .container(reason)
                }
            } else if let read = firstRead(in: member) {
                return .container("\(name)'s '\(key)' reads '\(read)'")
            }
        }
        return .replace(ids)
    }

    /// The first changed key an expression in `value` reads, outside the state and templates.
    private func firstRead(in value: JSONValue) -> String? {
        switch value {
        case .string(let text):
            guard text.contains("@{"), let parsed = try? InterpolatedText.parse(text) else { return nil }
            return parsed.names.intersection(changed).min()
        case .array(let elements):
            for element in elements { if let name = firstRead(in: element) { return name } }
            return nil
        case .object(let object):
            for (key, member) in object where !ScreenExpressions.literalKeys.contains(key) {
                if let name = firstRead(in: member) { return name }
            }
            return nil
        case .null, .bool, .number:
            return nil
        }
    }
}

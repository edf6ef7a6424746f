import JSON

/// Applying a patch to a screen's document rather than to the screen as it
/// was resolved: what the patch puts there then reads the state and hides
/// by `visible` like everything else on the screen, for every later state,
/// and the document is made once with the patch in it. All or nothing, with
/// the same checks as `Screen.applying(_:)`: ids are looked for among the
/// components of the sections (objects with a `type` and an `id`).
extension ScreenDocument {
    public func applying(_ patch: Patch) throws(PatchError) -> ScreenDocument {
        var document: JSONValue
        if let json {
            document = json
        } else {
            do {
                document = try JSONModelEncoder().encodeToValue(initial.value)
            } catch {
                throw .notAScreen("\(error)")
            }
        }
        for (index, operation) in patch.operations.enumerated() {
            let sent = patch.operationsAsSent?[index]
            document = try DocumentPatching(operation: operation, sent: sent, index: index).apply(to: document)
        }
        do {
            return try factory.makeDocument(from: document)
        } catch {
            throw .notAScreen("\(error)")
        }
    }
}

/// One operation on an encoded screen.
private struct DocumentPatching {
    let operation: PatchOperation
    /// The operation's JSON as it arrived, when it did.
    let sent: JSONValue?
    let index: Int

    func apply(to document: JSONValue) throws(PatchError) -> JSONValue {
        guard case .object(var screen) = document, case .array(let sections) = screen["sections"] else {
            throw .missingID(operation.id, operation: index)
        }
        var ids: [String: Int] = [:]
        Self.countIDs(in: .array(sections), into: &ids)
        let target = operation.id
        switch ids[target, default: 0] {
        case 0: throw .missingID(target, operation: index)
        case 1: break
        default: throw .ambiguousID(target, operation: index)
        }
        let added = try added()
        var adding = Set<String>()
        for component in added {
            let id = component["id"]?.stringValue ?? target
            if case .replace = operation, id == target { continue }
            guard ids[id] == nil, adding.insert(id).inserted else { throw .duplicateID(id, operation: index) }
        }
        screen["sections"] = rewrite(.array(sections), added: added)
        return .object(screen)
    }

    /// What the operation puts on the screen, as JSON.
    private func added() throws(PatchError) -> [JSONValue] {
        switch operation {
        case .replace(let id, let component):
            var value = sent?["component"] ?? encoded(component)
            if case .object(var object) = value, object["id"] == nil {
                object["id"] = .string(id)
                value = .object(object)
            }
            return [value]
        case .insertAfter(_, let components):
            if let sent = sent?["components"]?.arrayValue, sent.count == components.count { return sent }
            return components.map(encoded)
        case .remove:
            return []
        }
    }

    private func encoded(_ component: Component) -> JSONValue {
        (try? JSONModelEncoder().encodeToValue(component)) ?? .object(["type": .string(component.type.rawValue), "id": .string(component.id)])
    }

    private static func isTarget(_ value: JSONValue, _ id: String) -> Bool {
        value["type"] != nil && value["id"]?.stringValue == id
    }

    private static func countIDs(in value: JSONValue, into ids: inout [String: Int]) {
        switch value {
        case .object(let object):
            if object["type"] != nil, let id = object["id"]?.stringValue { ids[id, default: 0] += 1 }
            for (key, member) in object where !ScreenExpressions.literalKeys.contains(key) { countIDs(in: member, into: &ids) }
        case .array(let elements):
            for element in elements { countIDs(in: element, into: &ids) }
        case .null, .bool, .number, .string:
            break
        }
    }

    /// `value` with the operation done where its target is.
    private func rewrite(_ value: JSONValue, added: [JSONValue]) -> JSONValue {
        let target = operation.id
        switch value {
        case .array(let elements):
            var result: [JSONValue] = []
            result.reserveCapacity(elements.count + added.count)
            for element in elements {
                guard Self.isTarget(element, target) else {
                    result.append(rewrite(element, added: added))
                    continue
                }
                switch operation {
                case .replace: result += added
                case .insertAfter: result.append(element); result += added
                case .remove: break
                }
            }
            return .array(result)
        case .object(let object):
            var result = object
            for (key, member) in object where !ScreenExpressions.literalKeys.contains(key) {
                if Self.isTarget(member, target) {
                    // A component on its own in a member, not in a list.
                    switch operation {
                    case .replace: result[key] = added.first
                    case .remove: result[key] = nil
                    case .insertAfter: break
                    }
                } else {
                    result[key] = rewrite(member, added: added)
                }
            }
            return .object(result)
        case .null, .bool, .number, .string:
            return value
        }
    }
}

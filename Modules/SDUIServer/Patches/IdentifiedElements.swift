import JSON

/// The components of an encoded screen that carry an `id`, by id: what a
/// patch's operations name. The state and the analytics properties are
/// data, not components, and are not searched.
enum IdentifiedElements {
    /// Every object with a `type` and a string `id`, by id (more than one
    /// when the screen repeats an id: a patch cannot name such an id).
    static func byID(in value: JSONValue) -> [String: [JSONValue]] {
        var elements: [String: [JSONValue]] = [:]
        collect(value, into: &elements)
        return elements
    }

    private static func collect(_ value: JSONValue, into elements: inout [String: [JSONValue]]) {
        switch value {
        case .object(let object):
            if object["type"] != nil, let id = object["id"]?.stringValue { elements[id, default: []].append(value) }
            for (key, member) in object where key != "initialState" && key != "analytics" { collect(member, into: &elements) }
        case .array(let values):
            for member in values { collect(member, into: &elements) }
        default:
            break
        }
    }
}

import JSON

/// Every `type` of component and action in a screen document, by kind.
enum ScreenTypes {
    static func collect(_ document: JSONValue) -> (components: Set<String>, actions: Set<String>) {
        var components: Set<String> = []
        var actions: Set<String> = []
        func visit(_ value: JSONValue, slot: String?) {
            switch value {
            case .array(let elements):
                elements.forEach { visit($0, slot: slot) }
            case .object(let object):
                if let type = object["type"]?.stringValue, let slot {
                    if slot == "component" { components.insert(type) } else if slot == "action" { actions.insert(type) }
                }
                for (key, member) in object {
                    switch key {
                    case "components", "children": visit(member, slot: "component")
                    case "action", "primaryAction", "deleteAction", "then", "actions": visit(member, slot: "action")
                    case "fallback": visit(member, slot: slot)
                    case "initialState", "payload", "value": break
                    default: visit(member, slot: nil)
                    }
                }
            default:
                break
            }
        }
        visit(document, slot: nil)
        return (components, actions)
    }
}

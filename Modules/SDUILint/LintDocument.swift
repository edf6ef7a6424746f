import JSON
import SDUIContract

/// A screen document as the rules read it: as written (for its templates)
/// and expanded (what clients draw), its size, and its elements found once.
struct LintDocument {
    let written: JSONValue
    /// Templates expanded, as a client that expands them would see it.
    let expanded: JSONValue
    /// Bytes as sent, uncompressed.
    let byteCount: Int
    let context: LintContext
    let configuration: LintConfiguration
    /// Every component of the expanded document, parents first, with its
    /// JSON path and type (fallbacks too: a client may show them; state and templates are not elements).
    let components: [Element]
    /// Every action, likewise.
    let actions: [Element]

    struct Element {
        let object: JSONObject
        let path: String
        let type: ContractTypeDescriptor
    }

    init(byteCount: Int, value: JSONValue, context: LintContext, configuration: LintConfiguration) {
        written = value
        expanded = TemplateExpansion.expand(value).value
        self.byteCount = byteCount
        self.context = context
        self.configuration = configuration
        var components: [Element] = [], actions: [Element] = []
        JSONObjectWalk.forEachObject(in: expanded, skipping: ["initialState", "templates"]) { object, path in
            guard let name = object["type"]?.stringValue else { return }
            if let type = context.components[TypeName(name)] {
                components.append(Element(object: object, path: path, type: type))
            } else if let type = context.actions[TypeName(name)] {
                actions.append(Element(object: object, path: path, type: type))
            }
        }
        self.components = components
        self.actions = actions
    }
}

import JSON
import SDUIContract

/// A JSON Schema (draft 2020-12) of the screen document, command results
/// and widgets, as one client speaks them: the core's types and the
/// feature types it registered, each described by running its own decoder
/// (`ShapeExplorer`), so the schema changes when the code does and never
/// otherwise. Editors complete and check content files with it (`$schema`),
/// and a test validates every content file and fixture against it.
public struct ContractSchema: Sendable {
    public let components: [ElementType]
    public let actions: [ElementType]

    public init(components: [ElementType], actions: [ElementType]) {
        self.components = components
        self.actions = actions
    }

    /// The core's types and the registry's feature types whose owner is in
    /// `features` (every feature when nil).
    public init(registry: ContractRegistry, features: Set<String>? = nil) {
        let included = { (owner: String) in features.map { $0.contains(owner) } ?? true }
        let featureComponents = registry.components.values.filter { included($0.owner) }
            .sorted { $0.type < $1.type }
            .map { ElementType($0.descriptor, owner: $0.owner) }
        let featureActions = registry.actions.values.filter { included($0.owner) }
            .sorted { $0.type < $1.type }
            .map { ElementType($0.descriptor, owner: $0.owner) }
        self.init(components: ElementType.coreComponents + featureComponents, actions: ElementType.coreActions + featureActions)
    }

    /// The modules whose types the schema holds, the core first.
    public var owners: [String] {
        var owners: [String] = []
        for element in components + actions where !owners.contains(element.owner) { owners.append(element.owner) }
        return owners
    }

    /// An explorer that names components and actions instead of exploring
    /// them, and knows the contract's tagged types.
    static func explorer() -> ShapeExplorer {
        ShapeExplorer(
            references: [
                ObjectIdentifier(Component.self): .init(name: "component", sample: Component(id: "probe", content: SpacerComponent())),
                ObjectIdentifier(Action.self): .init(name: "action", sample: Action.back),
            ],
            discriminators: [
                ObjectIdentifier(CommandResult.self): .init(key: "type", values: ["done", "requestInput", "navigate", "error"]),
                ObjectIdentifier(Widget.self): .init(key: "type", values: ["shipment", "empty", "error"]),
                ObjectIdentifier(InputKind.self): .init(key: "kind", values: ["text", "choice"]),
                ObjectIdentifier(FieldRule.self): .init(key: "rule", values: ["required", "minLength", "maxLength", "pattern", "expression"]),
                ObjectIdentifier(PatchOperation.self): .init(key: "op", values: ["replace", "insertAfter", "remove"]),
            ])
    }

    /// The schema as a JSON document.
    public func document() throws(SchemaError) -> JSONValue {
        let explorer = Self.explorer()
        let writer = SchemaWriter()
        var definitions = JSONObject()
        definitions["expression"] = SchemaWriter.expression
        definitions["templateUse"] = SchemaWriter.templateUse
        definitions["template"] = SchemaWriter.template

        let roots: [(String, any Decodable.Type)] = [("screen", Screen.self), ("commandResult", CommandResult.self), ("widget", Widget.self),
                                                     ("page", Page.self)]
        for (name, type) in roots {
            definitions[name] = try writer.schema(explorer.shape(of: type))
        }
        definitions["component"] = Self.dispatch(prefix: "component", types: components.map(\.name))
        // Every component's envelope may carry them (§8.6): written once, referred to by each.
        definitions["visibilityActions"] = writer.schema(try explorer.shape(of: [VisibilityAction].self))
        definitions["disappearActions"] = writer.schema(try explorer.shape(of: [DisappearAction].self))
        for component in components {
            definitions["component.\(component.name)"] = try element(
                component, kind: "component", explorer: explorer, writer: writer,
                envelope: [("id", ["type": "string", "description": "Stable across refreshes; defaults to the element's JSON path."]),
                           ("fallback", ["$ref": "#/$defs/component"]),
                           ("visible", writer.leaf(["type": "boolean"])),
                           ("accessibilityLabel", ["type": "string", "description": "What a screen reader calls the component (`sdui open --plain`)."]),
                           ("visibilityActions", ["$ref": "#/$defs/visibilityActions"]),
                           ("disappearActions", ["$ref": "#/$defs/disappearActions"])])
        }
        definitions["action"] = Self.dispatch(prefix: "action", types: actions.map(\.name))
        for action in actions {
            definitions["action.\(action.name)"] = try element(action, kind: "action", explorer: explorer, writer: writer,
                                                               envelope: [("fallback", ["$ref": "#/$defs/action"])])
        }

        for (name, shape) in explorer.definitions {
            definitions[name] = writer.schema(shape)
        }
        let screenName = String(reflecting: Screen.self)
        guard case .object(var screen)? = definitions[screenName], case .object(var properties)? = screen["properties"] else {
            throw SchemaError(type: screenName, reason: "a screen must decode from an object")
        }
        properties["$schema"] = ["type": "string", "description": "The schema an editor checks this file with; clients and servers ignore it."]
        properties["translations"] = [
            "type": "object",
            "description": "In a content file: its strings in other languages, by language (nl) and English text. The server answers in the client's Accept-Language with them and never sends this key.",
            "propertyNames": ["pattern": "^[a-z]{2}$", "not": ["const": "en"]],
            "additionalProperties": ["type": "object", "additionalProperties": ["type": "string", "minLength": 1]],
        ]
        properties["templates"] = [
            "type": "object", "description": "Shapes sent once and used by {\"template\": name} anywhere below.",
            "additionalProperties": ["$ref": "#/$defs/template"],
        ]
        screen["properties"] = .object(properties)
        definitions[screenName] = .object(screen)

        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "SDUI screen document",
            "description": .string("Generated by `sdui schema` from the decoders of \(owners.joined(separator: ", ")). The root is a screen; #/$defs/commandResult, #/$defs/widget and #/$defs/page describe the other three documents."),
            "$ref": "#/$defs/screen",
            "$defs": .object(definitions),
        ]
    }

    /// One component or action type: its envelope, then its payload's members.
    private func element(_ element: ElementType, kind: String, explorer: ShapeExplorer, writer: SchemaWriter,
                         envelope: [(String, JSONValue)]) throws(SchemaError) -> JSONValue {
        var properties = JSONObject()
        properties["type"] = ["const": .string(element.name.rawValue)]
        for (key, schema) in envelope { properties[key] = schema }
        var required: [JSONValue] = ["type"]
        if let payload = element.payload {
            guard case .object(let members) = try explorer.members(of: payload) else {
                throw SchemaError(type: "\(payload)", reason: "a \(kind) payload must decode from an object")
            }
            for member in members where properties[member.key] == nil {
                properties[member.key] = writer.member(member)
                if member.required { required.append(.string(member.key)) }
            }
        }
        return [
            "type": "object",
            "description": .string("'\(element.name)' \(kind), from \(element.owner): \(element.summary)"),
            "properties": .object(properties),
            "required": .array(required),
            "additionalProperties": false,
        ]
    }

    /// `{"template": …}` uses a template; an element of a known type is
    /// checked as that type; one of a type this client does not know must
    /// carry a `fallback` it knows (an element for newer clients).
    private static func dispatch(prefix: String, types: [TypeName]) -> JSONValue {
        let known: JSONValue = .array(types.map { .string($0.rawValue) })
        let typed = SchemaWriter.dispatch(key: "type", branches: types.map { type in
            (type.rawValue, ["$ref": .string("#/$defs/\(prefix).\(type)")])
        })
        return [
            "if": ["type": "object", "required": ["template"]],
            "then": ["$ref": "#/$defs/templateUse"],
            "else": [
                "if": ["type": "object", "properties": ["type": ["enum": known]]],
                "then": typed,
                "else": [
                    "type": "object",
                    "description": .string("A \(prefix) of a type this client does not know: it shows the fallback."),
                    "required": ["type", "fallback"],
                    "properties": ["type": ["type": "string"], "fallback": ["$ref": .string("#/$defs/\(prefix)")]],
                ],
            ],
        ]
    }
}

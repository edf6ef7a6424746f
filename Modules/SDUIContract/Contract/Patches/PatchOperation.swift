/// One change of a patch, by the id of the component it is about.
///
/// ```json
/// {"op": "replace", "id": "favourite", "component": {"type": "text", "paragraphs": ["♥"]}}
/// {"op": "insertAfter", "id": "track-4", "components": [{"type": "track", "id": "track-5", "title": "Aria"}]}
/// {"op": "remove", "id": "track-2"}
/// ```
public enum PatchOperation: Codable, Sendable, Equatable {
    /// The component `id` becomes `component` (which keeps `id` unless it names its own).
    case replace(id: String, component: Component)
    /// `components` go right after the component `id`, in its container.
    case insertAfter(id: String, components: [Component])
    case remove(id: String)

    /// The id the operation is about.
    public var id: String {
        switch self {
        case .replace(let id, _), .insertAfter(let id, _), .remove(let id): return id
        }
    }

    enum CodingKeys: String, CodingKey {
        case op, id, component, components
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let op = try container.decode(String.self, forKey: .op)
        let id = try container.decode(String.self, forKey: .id)
        switch op {
        case "replace": self = .replace(id: id, component: try container.decode(Component.self, forKey: .component))
        case "insertAfter": self = .insertAfter(id: id, components: try container.decode([Component].self, forKey: .components))
        case "remove": self = .remove(id: id)
        default:
            throw DecodingError.dataCorruptedError(forKey: .op, in: container,
                                                   debugDescription: "unknown patch operation '\(op.prefix(40))'; expected replace, insertAfter or remove")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        switch self {
        case .replace(_, let component):
            try container.encode("replace", forKey: .op)
            try container.encode(component, forKey: .component)
        case .insertAfter(_, let components):
            try container.encode("insertAfter", forKey: .op)
            try container.encode(components, forKey: .components)
        case .remove:
            try container.encode("remove", forKey: .op)
        }
    }
}

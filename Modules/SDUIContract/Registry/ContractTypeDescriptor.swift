/// Everything the parties need to know about one component or action type,
/// declared once: its name and capability version, the API version that
/// introduced it, what an older client gets instead, which members hold
/// other elements or are required, and a sentence for the schema.
///
/// The factory's decoders, the capability manifest, the server's type table
/// and shape rules, and the JSON Schema are all made from the descriptors
/// (`CoreContract.descriptors` for the core, `ContractTypes` for a feature);
/// tests check that every descriptor has a terminal and a preview renderer
/// and a section in `docs/contract.md`.
///
/// ```swift
/// .component(ExploreTileComponent.self, since: 2, members: ContractMembers(actions: ["action"]),
///            downgrade: .exploreTileToDetailRow, summary: "A tile with an image, a title and a subtitle.")
/// ```
public struct ContractTypeDescriptor: Sendable {
    /// How an element of this type is decoded.
    enum Decoding: Sendable {
        case component(@Sendable (any Decoder) throws -> any ComponentContent)
        /// A core action: a case of `Action`.
        case coreAction(@Sendable (any Decoder) throws -> Action)
        /// A feature's action: run by the handler its feature registered.
        case featureAction(@Sendable (any Decoder) throws -> any ActionContent)
    }

    public let kind: Capability.Kind
    public let name: TypeName
    /// The version a client declares (`c:carousel@1`).
    public let capabilityVersion: Int
    /// The first API version (`/v{n}`) whose clients know this type.
    public let since: Int
    /// The type that decodes the element's members, for the schema (none for `back`).
    public let payload: (any (Decodable & Sendable).Type)?
    public let members: ContractMembers
    /// What a client of an older version gets instead (a component), or a
    /// client that does not declare the type (an action: `showToast` →
    /// `showAlert`); nil drops the element (unless it carries its own `fallback`).
    public let downgrade: Downgrade?
    /// One sentence for the schema and tools: what the element is for.
    public let summary: String
    let decoding: Decoding

    /// A component type.
    public static func component<Content: ComponentContent>(
        _ content: Content.Type, since: Int = 1, members: ContractMembers = .none, downgrade: Downgrade? = nil, summary: String
    ) -> ContractTypeDescriptor {
        ContractTypeDescriptor(kind: .component, name: Content.typeName, capabilityVersion: Content.version, since: since,
                               payload: content, members: members, downgrade: downgrade, summary: summary,
                               decoding: .component { decoder in try Content(from: decoder) })
    }

    /// A feature's action type; `downgrade` is the core action a client
    /// without the feature gets instead (else the action is left out, and so
    /// is a control that needs it, unless the element carries a `fallback`).
    public static func action<Content: ActionContent>(
        _ content: Content.Type, since: Int = 1, members: ContractMembers = .none, downgrade: Downgrade? = nil, summary: String
    ) -> ContractTypeDescriptor {
        ContractTypeDescriptor(kind: .action, name: Content.typeName, capabilityVersion: Content.version, since: since,
                               payload: content, members: members, downgrade: downgrade, summary: summary,
                               decoding: .featureAction { decoder in try Content(from: decoder) })
    }

    /// A core action with a payload, made into its case of `Action`.
    static func coreAction<Payload: Decodable & Sendable>(
        _ name: TypeName, _ payload: Payload.Type, since: Int = 1, members: ContractMembers = .none, downgrade: Downgrade? = nil,
        summary: String, _ make: @escaping @Sendable (Payload) -> Action
    ) -> ContractTypeDescriptor {
        ContractTypeDescriptor(kind: .action, name: name, capabilityVersion: 1, since: since, payload: payload, members: members,
                               downgrade: downgrade, summary: summary, decoding: .coreAction { decoder in make(try Payload(from: decoder)) })
    }

    /// A core action without a payload (`back`).
    static func coreAction(_ name: TypeName, since: Int = 1, summary: String, _ action: Action) -> ContractTypeDescriptor {
        ContractTypeDescriptor(kind: .action, name: name, capabilityVersion: 1, since: since, payload: nil, members: .none,
                               downgrade: nil, summary: summary, decoding: .coreAction { _ in action })
    }

    /// The capability a client declares for this type.
    public var capability: Capability {
        Capability(kind: kind, type: name, version: capabilityVersion)
    }
}

import SDUIContract

/// One row of `ContractTypeTable`: a component or action type, the first
/// API version that may carry it, and what to send instead when a client
/// cannot take it.
public struct ContractTypeRule: Sendable {
    public let kind: Capability.Kind
    public let type: TypeName
    /// The capability version a client must declare (`c:track@1`).
    public let capabilityVersion: Int
    /// The first API version whose clients know this type.
    public let since: APIVersion
    /// Rewrites the element into older types; nil means the element is
    /// dropped unless it carries its own `fallback`.
    public let downgrade: Downgrade?

    public static func component<Content: ComponentContent>(
        _ content: Content.Type, since: APIVersion, downgrade: Downgrade? = nil
    ) -> ContractTypeRule {
        ContractTypeRule(kind: .component, type: Content.typeName, capabilityVersion: Content.version,
                         since: since, downgrade: downgrade)
    }

    public static func action<Content: ActionContent>(_ content: Content.Type, since: APIVersion) -> ContractTypeRule {
        ContractTypeRule(kind: .action, type: Content.typeName, capabilityVersion: Content.version,
                         since: since, downgrade: nil)
    }

    /// A core action, which is a case of `Action` rather than an `ActionContent` type.
    public static func coreAction(_ type: TypeName, since: APIVersion) -> ContractTypeRule {
        ContractTypeRule(kind: .action, type: type, capabilityVersion: 1, since: since, downgrade: nil)
    }
}

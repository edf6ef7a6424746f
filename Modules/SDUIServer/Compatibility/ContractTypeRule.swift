import SDUIContract

/// One row of `ContractTypeTable`: a component or action type, the first
/// API version that may carry it, and what to send instead when a client
/// cannot take it, as its descriptor declares.
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

    public init(_ descriptor: ContractTypeDescriptor) {
        kind = descriptor.kind
        type = descriptor.name
        capabilityVersion = descriptor.capabilityVersion
        since = APIVersion(descriptor.since)
        downgrade = descriptor.downgrade
    }
}

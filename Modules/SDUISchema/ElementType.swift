import SDUIContract

/// One component or action type the schema describes: its wire name, the
/// payload type whose decoder says what it holds (none for `back`), the
/// module that registered it, and its descriptor's summary.
public struct ElementType: Sendable {
    public let name: TypeName
    public let payload: (any (Decodable & Sendable).Type)?
    public let owner: String
    public let summary: String

    public init(_ descriptor: ContractTypeDescriptor, owner: String) {
        name = descriptor.name
        payload = descriptor.payload
        self.owner = owner
        summary = descriptor.summary
    }
}

extension ElementType {
    /// The core's actions, from their descriptors.
    public static var coreActions: [ElementType] {
        CoreContract.actions.map { ElementType($0, owner: CoreContract.owner) }
    }

    /// The core's components, in the contract document's order.
    public static var coreComponents: [ElementType] {
        CoreContract.components.map { ElementType($0, owner: CoreContract.owner) }
    }
}

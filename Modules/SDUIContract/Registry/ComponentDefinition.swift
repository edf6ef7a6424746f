/// How to decode one feature component type, and who registered it.
public struct ComponentDefinition: Sendable {
    public let descriptor: ContractTypeDescriptor
    /// The module that registered it, named in duplicate-registration errors.
    public let owner: String
    let decode: @Sendable (any Decoder) throws -> any ComponentContent

    public var type: TypeName { descriptor.name }
    public var version: Int { descriptor.capabilityVersion }
    /// The payload type itself, so tools (`sdui schema`) can describe it from its decoder.
    public var contentType: (any (Decodable & Sendable).Type)? { descriptor.payload }
}

/// How to decode one feature action type, and who registered it.
public struct ActionDefinition: Sendable {
    public let descriptor: ContractTypeDescriptor
    public let owner: String
    let decode: @Sendable (any Decoder) throws -> any ActionContent

    public var type: TypeName { descriptor.name }
    public var version: Int { descriptor.capabilityVersion }
    /// The payload type itself, so tools (`sdui schema`) can describe it from its decoder.
    public var contentType: (any (Decodable & Sendable).Type)? { descriptor.payload }
}

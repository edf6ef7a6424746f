/// How to decode one component type, and who registered it.
public struct ComponentDefinition: Sendable {
    public let type: TypeName
    public let version: Int
    /// The module that registered it, named in duplicate-registration errors.
    public let owner: String
    /// The payload type itself, so tools (`sdui schema`) can describe it from its decoder.
    public let contentType: any ComponentContent.Type
    let decode: @Sendable (any Decoder) throws -> any ComponentContent

    public init<Content: ComponentContent>(_ content: Content.Type, owner: String) {
        type = Content.typeName
        contentType = content
        version = Content.version
        self.owner = owner
        decode = { decoder in try Content(from: decoder) }
    }
}

/// How to decode one feature action type, and who registered it.
public struct ActionDefinition: Sendable {
    public let type: TypeName
    public let version: Int
    public let owner: String
    /// The payload type itself, so tools (`sdui schema`) can describe it from its decoder.
    public let contentType: any ActionContent.Type
    let decode: @Sendable (any Decoder) throws -> any ActionContent

    public init<Content: ActionContent>(_ content: Content.Type, owner: String) {
        type = Content.typeName
        contentType = content
        version = Content.version
        self.owner = owner
        decode = { decoder in try Content(from: decoder) }
    }
}

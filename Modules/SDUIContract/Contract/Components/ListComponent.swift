/// Components stacked vertically under an optional header.
///
/// ```json
/// {"type": "list", "header": "About", "components": [{"type": "text", "paragraphs": "New releases every Friday."}]}
/// ```
public struct ListComponent: ComponentContent {
    public static let typeName: TypeName = "list"
    public var header: String?
    @LossyArray public var components: [Component]
    /// More rows on the server, loaded as the user nears the end (`pages`).
    public var nextPage: PageLink?

    public init(header: String? = nil, components: [Component], nextPage: PageLink? = nil) {
        self.header = header
        _components = LossyArray(wrappedValue: components)
        self.nextPage = nextPage
    }

    enum CodingKeys: String, CodingKey {
        case header, components, nextPage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        header = try container.decodeIfPresent(String.self, forKey: .header)
        _components = try container.decode(LossyArray<Component>.self, forKey: .components)
        nextPage = container.decodeLossyIfPresent(PageLink.self, forKey: .nextPage, context: ContractContext.of(decoder))
    }

    public var children: [Component] { components }
}

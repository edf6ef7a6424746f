/// Components stacked vertically under an optional header.
///
/// ```json
/// {"type": "list", "header": "About", "components": [{"type": "text", "paragraphs": "New releases every Friday."}]}
/// ```
public struct ListComponent: ComponentContent {
    public static let typeName: TypeName = "list"
    public var header: String?
    @LossyArray public var components: [Component]

    public init(header: String? = nil, components: [Component]) {
        self.header = header
        _components = LossyArray(wrappedValue: components)
    }

    public var children: [Component] { components }
}

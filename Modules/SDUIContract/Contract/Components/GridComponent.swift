/// Components laid out in columns under an optional header.
///
/// ```json
/// {"type": "grid", "header": "Genres", "columns": 2, "components": [{"type": "exploreTile", "title": "Pop"}]}
/// ```
public struct GridComponent: ComponentContent {
    public static let typeName: TypeName = "grid"
    public var header: String?
    /// Wanted number of columns; clients may use fewer when narrow.
    public var columns: Int?
    @LossyArray public var components: [Component]

    public init(header: String? = nil, columns: Int? = nil, components: [Component]) {
        self.header = header
        self.columns = columns
        _components = LossyArray(wrappedValue: components)
    }

    public var children: [Component] { components }
}

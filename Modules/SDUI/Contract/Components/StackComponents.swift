/// Children stacked top to bottom.
///
/// ```json
/// {"type": "column", "spacing": 16, "alignment": "center", "children": [{"type": "text", "paragraphs": ["Welcome back"]}]}
/// ```
public struct ColumnComponent: ComponentContent {
    public static let typeName: TypeName = "column"
    public var spacing: Double?
    public var alignment: Alignment?
    @LossyArray public var children: [Component]

    public init(spacing: Double? = nil, alignment: Alignment? = nil, children: [Component]) {
        self.spacing = spacing
        self.alignment = alignment
        _children = LossyArray(wrappedValue: children)
    }
}

/// Children side by side, left to right.
///
/// ```json
/// {"type": "row", "spacing": 8, "children": [{"type": "text", "paragraphs": ["Total"]}, {"type": "text", "paragraphs": ["€4.10"]}]}
/// ```
public struct RowComponent: ComponentContent {
    public static let typeName: TypeName = "row"
    public var spacing: Double?
    public var alignment: Alignment?
    @LossyArray public var children: [Component]

    public init(spacing: Double? = nil, alignment: Alignment? = nil, children: [Component]) {
        self.spacing = spacing
        self.alignment = alignment
        _children = LossyArray(wrappedValue: children)
    }
}

/// Where children sit across a stack.
public enum Alignment: String, TolerantEnum {
    case leading, center, trailing
    public static let defaultCase = Alignment.leading
}

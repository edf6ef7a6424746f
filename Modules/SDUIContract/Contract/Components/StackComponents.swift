/// Children stacked top to bottom.
///
/// ```json
/// {"type": "column", "spacing": 16, "alignment": "center", "children": [{"type": "text", "paragraphs": ["Welcome back"]}]}
/// ```
public struct ColumnComponent: ComponentContent {
    public static let typeName: TypeName = "column"
    public var spacing: Double?
    public var alignment: Alignment?
    /// Points of empty space around the children, on every side (see `LayoutPadding`).
    public var padding: Double?
    @LossyArray public var children: [Component]

    public init(spacing: Double? = nil, alignment: Alignment? = nil, padding: Double? = nil, children: [Component]) {
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
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
    /// Where children of different heights sit: at the top (default), centred, at the bottom.
    public var verticalAlignment: VerticalAlignment?
    /// Points of empty space around the children, on every side (see `LayoutPadding`).
    public var padding: Double?
    @LossyArray public var children: [Component]

    public init(spacing: Double? = nil, alignment: Alignment? = nil, verticalAlignment: VerticalAlignment? = nil,
                padding: Double? = nil, children: [Component]) {
        self.spacing = spacing
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.padding = padding
        _children = LossyArray(wrappedValue: children)
    }
}

/// Where the children of a row sit when they differ in height.
public enum VerticalAlignment: String, TolerantEnum {
    case top, center, bottom
    public static let defaultCase = VerticalAlignment.top
}

/// Where children sit across a stack.
public enum Alignment: String, TolerantEnum {
    case leading, center, trailing
    public static let defaultCase = Alignment.leading
}

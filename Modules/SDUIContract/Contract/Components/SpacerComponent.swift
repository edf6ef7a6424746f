/// Empty space; `size` in points (clients scale it to their own units).
///
/// ```json
/// {"type": "spacer", "size": 24}
/// ```
public struct SpacerComponent: ComponentContent {
    public static let typeName: TypeName = "spacer"
    public var size: Double?

    public init(size: Double? = nil) { self.size = size }
}

/// A thin line between components.
///
/// ```json
/// {"type": "divider"}
/// ```
public struct DividerComponent: ComponentContent {
    public static let typeName: TypeName = "divider"

    public init() {}
}

/// Children in a region that scrolls along one axis.
///
/// ```json
/// {"type": "scroll", "axis": "vertical", "children": [{"type": "column", "children": []}]}
/// ```
public struct ScrollComponent: ComponentContent {
    public static let typeName: TypeName = "scroll"
    public var axis: Axis?
    @LossyArray public var children: [Component]

    public init(axis: Axis? = nil, children: [Component]) {
        self.axis = axis
        _children = LossyArray(wrappedValue: children)
    }
}

/// A scrolling direction.
public enum Axis: String, TolerantEnum {
    case vertical, horizontal
    public static let defaultCase = Axis.vertical
}

/// A long list whose rows clients may build only when they come into view.
///
/// ```json
/// {"type": "lazyList", "children": [{"type": "track", "title": "Prelude", "duration": 154}]}
/// ```
public struct LazyListComponent: ComponentContent {
    public static let typeName: TypeName = "lazyList"
    @LossyArray public var children: [Component]
    /// More rows on the server, loaded as the user nears the end (`pages`).
    public var nextPage: PageLink?

    public init(children: [Component], nextPage: PageLink? = nil) {
        _children = LossyArray(wrappedValue: children)
        self.nextPage = nextPage
    }

    enum CodingKeys: String, CodingKey {
        case children, nextPage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _children = try container.decode(LossyArray<Component>.self, forKey: .children)
        nextPage = container.decodeLossyIfPresent(PageLink.self, forKey: .nextPage, context: ContractContext.of(decoder))
    }
}

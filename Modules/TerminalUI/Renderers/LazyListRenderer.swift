import SDUI

/// `lazyList`: the children stacked. A terminal frame is drawn whole, so
/// "lazy" only matters to the layout cache, which reuses unchanged children.
public struct LazyListRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: LazyListComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        context.renderStack(content.children)
    }
}

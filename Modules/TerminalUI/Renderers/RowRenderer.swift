import SDUI

/// `row`: children side by side in equal columns.
public struct RowRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: RowComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let children = content.children
        guard !children.isEmpty else { return [] }
        let gap = StackSpacing.columns(content.spacing)
        let widths = Columns.equalWidths(count: children.count, total: context.width, gap: gap)
        let blocks = children.enumerated().map { index, child in context.narrowed(to: widths[index]).render(child) }
        return Columns.join(blocks, widths: widths, gap: gap)
    }
}

import SDUI

/// `row`: children side by side in equal columns; a shorter child sits at the
/// top, in the middle or at the bottom (`verticalAlignment`).
public struct RowRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: RowComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let children = content.children
        guard !children.isEmpty else { return [] }
        return LayoutPadding.apply(content.padding, in: context) { context in
            let gap = StackSpacing.columns(content.spacing)
            let widths = Columns.equalWidths(count: children.count, total: context.width, gap: gap)
            var blocks = children.enumerated().map { index, child in context.narrowed(to: widths[index]).render(child) }
            let height = blocks.map(\.count).max() ?? 0
            for index in blocks.indices {
                let room = height - blocks[index].count
                let above = switch content.verticalAlignment ?? .top {
                case .top: 0
                case .center: room / 2
                case .bottom: room
                }
                blocks[index] = Array(repeating: .blank, count: above) + blocks[index]
            }
            return Columns.join(blocks, widths: widths, gap: gap)
        }
    }
}

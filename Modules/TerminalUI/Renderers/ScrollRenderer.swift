import SDUI

/// `scroll`: vertical, the children stacked; horizontal, the children side
/// by side in a strip that scrolls to the focused child, with a position line.
public struct ScrollRenderer: ContentRenderer {
    public static let gap = 2

    public init() {}

    public func render(_ content: ScrollComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        switch content.axis ?? .vertical {
        case .vertical: return context.renderStack(content.children)
        case .horizontal: return horizontal(content.children, context: context)
        }
    }

    private func horizontal(_ children: [Component], context: RenderContext) -> [RenderedLine] {
        guard !children.isEmpty else { return [] }
        let layout = StripLayout(width: context.width, count: children.count, gap: Self.gap, maximum: 30)
        let childWidth = layout.itemWidth
        let visible = layout.visible
        let blocks = children.map { context.narrowed(to: childWidth).render($0) }
        let focusedBlock = blocks.firstIndex { block in
            block.contains { line in line.anchors.contains { context.isFocused($0.id) } }
        }
        let first = layout.firstVisible(focused: focusedBlock, count: blocks.count)
        var lines = Columns.join(Array(blocks[first..<(first + visible)]), widths: Array(repeating: childWidth, count: visible),
                                 gap: Self.gap)
        // Children out of view stay focusable: their anchors move to the strip's first line, in order.
        let hidden = blocks.indices.filter { $0 < first || $0 >= first + visible }
        if !hidden.isEmpty, !lines.isEmpty {
            var ordered: [FocusTarget] = []
            for index in blocks.indices {
                ordered += blocks[index].flatMap(\.anchors)
            }
            for row in lines.indices { lines[row].anchors = [] }
            lines[0].anchors = ordered
        }
        if let position = layout.position(first: first, count: blocks.count) {
            lines.append(RenderedLine(position, style: context.theme.secondary))
        }
        return lines
    }
}

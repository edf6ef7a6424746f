import SDUI

/// `grid`: children in columns, row by row; the server's column count, or
/// as many 24-column cells as fit (at most 4).
public struct GridRenderer: ContentRenderer {
    public static let gap = 2

    public init() {}

    public func render(_ content: GridComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        var lines: [RenderedLine] = []
        if let header = content.header, !header.isEmpty {
            lines += Paragraph.lines(header, width: context.width, style: context.theme.heading)
        }
        let columns = Self.columnCount(requested: content.columns, width: context.width, items: content.components.count)
        let widths = Columns.equalWidths(count: columns, total: context.width, gap: Self.gap)
        var index = 0
        while index < content.components.count {
            let row = content.components[index..<min(index + columns, content.components.count)]
            let blocks = row.enumerated().map { offset, component in
                context.narrowed(to: widths[offset]).render(component)
            }
            let joined = Columns.join(blocks, widths: Array(widths.prefix(blocks.count)), gap: Self.gap)
            if !joined.isEmpty {
                if index > 0 { lines.append(.blank) }
                lines += joined
            }
            index += columns
        }
        return lines
    }

    /// Columns for a grid: what the server asked (1…8), limited so each is at least 14 wide.
    static func columnCount(requested: Int?, width: Int, items: Int) -> Int {
        let fitting = max(1, (width + gap) / (14 + gap))
        let wanted = requested.map { min(max($0, 1), 8) } ?? max(1, min(4, (width + gap) / (24 + gap)))
        return max(1, min(wanted, fitting, max(items, 1)))
    }
}

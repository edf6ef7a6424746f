import SDUI

/// `list`: an optional header, then the children one below the other.
public struct ListRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ListComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        var lines: [RenderedLine] = []
        if let header = content.header, !header.isEmpty {
            lines += Paragraph.lines(header, width: context.width, style: context.theme.heading)
        }
        lines += context.renderStack(content.components, cachingRows: true)
        if let next = content.nextPage { lines += context.pageLines(next, listID: id) }
        return lines
    }
}

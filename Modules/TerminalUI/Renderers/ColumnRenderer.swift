import SDUI

/// `column`: children stacked, aligned leading, centred or trailing.
public struct ColumnRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ColumnComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        LayoutPadding.apply(content.padding, in: context) { context in
            let lines = context.renderStack(content.children, spacing: StackSpacing.lines(content.spacing))
            switch content.alignment ?? .leading {
            case .leading: return lines
            case .center: return lines.map { $0.indented(by: max(0, (context.width - $0.width) / 2)) }
            case .trailing: return lines.map { $0.indented(by: max(0, context.width - $0.width)) }
            }
        }
    }
}

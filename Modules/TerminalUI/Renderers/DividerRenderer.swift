import SDUI

/// `divider`: a thin rule across the width.
public struct DividerRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: DividerComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        [RenderedLine(String(repeating: "─", count: context.width), style: context.theme.border)]
    }
}

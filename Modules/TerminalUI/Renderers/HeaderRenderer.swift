import SDUI

/// `header`: the same block as a screen's own header.
public struct HeaderRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: HeaderComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        HeaderBlock.lines(title: content.title, subtitle: content.subtitle, hasImage: content.image != nil,
                          width: context.width, theme: context.theme, glyph: HeaderBlock.glyph(content.image, kind: content.kind, assets: context.assets),
                          round: content.kind == .portrait, picture: content.image.flatMap(context.thumbnail))
    }
}

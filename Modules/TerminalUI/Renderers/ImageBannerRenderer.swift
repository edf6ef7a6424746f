import SDUI

/// `imageBanner`: the picture across the width (in half blocks, once it has
/// arrived) or a wide double-framed placeholder, with the title below.
/// Focused, the frame turns heavy, which also shows without colours; a
/// drawn picture keeps the focus on its title line.
public struct ImageBannerRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ImageBannerComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let focused = content.action != nil && context.isFocused(id)
        let anchors = content.action.map {
            [FocusTarget(id: id, componentID: id, label: content.title ?? content.image.accessibilityLabel ?? "banner",
                         kind: .action($0))]
        } ?? []
        var lines: [RenderedLine]
        if var drawn = context.picture(content.image, columns: context.width, maximumRows: 12),
           !drawn.isEmpty {
            drawn[0].anchors = anchors
            lines = drawn
        } else {
            lines = ImagePlaceholder.lines(accessibilityLabel: content.image.accessibilityLabel, width: context.width,
                                           innerRows: 1, theme: context.theme,
                                           border: focused ? .heavy : .double, anchors: anchors,
                                           glyph: context.glyph(forAsset: content.image.asset))
        }
        if let title = content.title, !title.isEmpty {
            let style = content.action == nil ? context.theme.title : context.style(context.theme.title, focusedWhen: id)
            lines += content.action == nil ? Paragraph.lines(title, width: context.width, style: style)
                : Paragraph.lines(title, width: context.width, style: style, suffix: " ›", suffixStyle: context.theme.secondary)
        }
        return lines
    }
}

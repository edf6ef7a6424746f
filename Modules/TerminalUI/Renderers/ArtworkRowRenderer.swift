import SDUI

/// `artworkRow`: a thumbnail with the addition (a small line), title,
/// subtitle and description beside it.
///
/// ```
/// ┌──────┐ English Concert • Pinnock
/// │  ▣   │ Brandenburg Concertos                                 ›
/// └──────┘ 1982
/// ```
public struct ArtworkRowRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ArtworkRowComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        var lines = ArtworkLayout.lines(hasImage: content.image != nil, width: context.width, theme: theme,
                                        glyph: context.glyph(forAsset: content.image?.asset),
                                        picture: content.image.flatMap(context.thumbnail)) { width in
            var lines: [RenderedLine] = []
            if let addition = content.addition, !addition.isEmpty {
                lines.append(RenderedLine(TextFitting.truncate(TerminalText.sanitize(addition), toWidth: width), style: theme.secondary))
            }
            // A disabled row keeps its text, dimmed, without the › and the focus.
            let right = content.activeAction == nil ? [] : [Span(trusted: " ›", style: theme.secondary)]
            let titleStyle = content.activeAction != nil ? context.style(theme.title, focusedWhen: id)
                : content.action != nil ? theme.disabled : theme.title
            lines.append(Paragraph.justified(left: [Span(content.title, style: titleStyle)], right: right, width: width))
            if let subtitle = content.subtitle, !subtitle.isEmpty {
                lines += Paragraph.lines(subtitle, width: width, style: theme.subtitle)
            }
            if let description = content.description, !description.isEmpty {
                lines += Paragraph.lines(description, width: width, style: theme.secondary)
            }
            return lines
        }
        if let action = content.activeAction, !lines.isEmpty {
            lines[0].anchors.append(FocusTarget(id: id, componentID: id, label: content.title, kind: .action(action)))
        }
        return lines
    }
}

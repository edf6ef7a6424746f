import SDUI

/// `text`: paragraphs wrapped by display width, one blank line between
/// them, styled by the contract's text style (titles bold, footnotes dim)
/// and the server's colour (a theme role, or a raw colour kept readable)
/// when colours are on.
public struct TextRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: TextComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        var style = Self.style(for: content.style ?? .body, theme: context.theme)
        if let color = content.color.flatMap(context.theme.palette.foreground) { style.foreground = color }
        var lines: [RenderedLine] = []
        for (index, paragraph) in content.paragraphs.enumerated() {
            if index > 0 { lines.append(.blank) }
            lines += Paragraph.lines(paragraph, width: context.width, style: style)
        }
        return lines
    }

    /// The look of each contract text style in a terminal, which has one font size.
    public static func style(for textStyle: TextStyle, theme: Theme) -> Style {
        switch textStyle {
        case .largeTitle: return theme.title.merging(.underline)
        case .title, .title2, .title3, .headline: return theme.title
        case .subheadline: return theme.subtitle
        case .body, .callout: return .plain
        case .caption, .footnote: return theme.secondary
        }
    }
}

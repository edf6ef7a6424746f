import SDUI

/// `badge`: the text in brackets, bold, in its tone's colour (`[Arrives today]`);
/// the brackets keep it apart from plain text when colours are off.
public struct BadgeRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: BadgeComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let text = "[" + TextFitting.truncate(TerminalText.sanitize(content.text), toWidth: max(1, context.width - 2)) + "]"
        return [RenderedLine(text, style: Self.style(content.tone ?? .neutral, palette: context.theme.palette))]
    }

    /// A tone is a role of the theme: info the primary colour, the others their namesakes.
    static func style(_ tone: BadgeTone, palette: TerminalPalette) -> Style {
        let role: ColorRole
        switch tone {
        case .neutral: return Style(attributes: .bold)
        case .info: role = .primary
        case .success: role = .success
        case .warning: role = .warning
        case .critical: role = .critical
        }
        return Style(foreground: palette[role], attributes: .bold)
    }
}

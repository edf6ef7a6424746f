import SDUI

/// `badge`: the text in brackets, bold, in its tone's colour (`[Arrives today]`);
/// the brackets keep it apart from plain text when colours are off.
public struct BadgeRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: BadgeComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let text = "[" + TextFitting.truncate(TerminalText.sanitize(content.text), toWidth: max(1, context.width - 2)) + "]"
        return [RenderedLine(text, style: Self.style(content.tone ?? .neutral))]
    }

    static func style(_ tone: BadgeTone) -> Style {
        switch tone {
        case .neutral: return Style(attributes: .bold)
        case .info: return Style(foreground: .blue, attributes: .bold)
        case .success: return Style(foreground: .green, attributes: .bold)
        case .warning: return Style(foreground: .yellow, attributes: .bold)
        case .critical: return Style(foreground: .red, attributes: .bold)
        }
    }
}

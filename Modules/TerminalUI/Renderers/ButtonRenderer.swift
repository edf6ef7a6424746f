import SDUI

/// `button`, by style, readable without colours too:
///
/// ```
/// [ Pay € 4.95 ]        primary (bold, filled when colours are on)
/// < How it works >      secondary
/// [! Delete parcel !]   destructive (red)
/// How it works ›        plain (a link)
/// < Continue > (unavailable)    disabled: dimmed, not focusable
/// ```
public struct ButtonRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ButtonComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        let style = content.style ?? .secondary
        let label = TerminalText.sanitize(content.label)
        let (opening, closing, look): (String, String, Style) = {
            switch style {
            case .primary: return ("[ ", " ]", theme.primaryButton)
            case .secondary: return ("< ", " >", theme.secondaryButton)
            case .destructive: return ("[! ", " !]", theme.destructiveButton)
            case .plain: return ("", " ›", theme.link)
            }
        }()
        let suffix = content.isEnabled ? "" : " (unavailable)"
        let room = context.width - DisplayWidth.of(opening + closing + suffix)
        let text = opening + TextFitting.truncate(label, toWidth: max(1, room)) + closing
        var line = RenderedLine()
        if content.isEnabled {
            line.append(text, style: context.style(look, focusedWhen: id))
            line.anchors.append(FocusTarget(id: id, componentID: id, label: label, kind: .action(content.action)))
        } else {
            line.append(text, style: theme.disabled)
            line.append(suffix, style: theme.disabled)
        }
        return [line.truncated(to: context.width)]
    }
}

import TerminalUI
import SDUI

/// The boxes drawn over a screen: alerts, questions from the server, the
/// navigation menu and passing messages.
enum Dialogs {
    /// Width of a dialog on a terminal `width` columns wide.
    static func width(for width: Int) -> Int { min(max(20, width - 4), 64) }

    static func alert(_ alert: AppState.Alert, width: Int, theme: Theme, texts: UITexts = .english) -> [RenderedLine] {
        let inner = width - Box.horizontalChrome
        var body: [RenderedLine] = []
        if let message = alert.message, !message.isEmpty { body += Paragraph.lines(message, width: inner) + [.blank] }
        body.append(RenderedLine("[ \(texts("OK")) ]", style: theme.primaryButton.merging(theme.focus)))
        return Box.frame(body, width: width, title: alert.title, titleStyle: theme.title, border: .double, style: theme.border)
    }

    static func prompt(_ prompt: AppState.Prompt, width: Int, theme: Theme, texts: UITexts = .english) -> [RenderedLine] {
        let inner = width - Box.horizontalChrome
        var body = Paragraph.lines(prompt.request.prompt, width: inner, style: theme.title)
        body.append(.blank)
        switch prompt.request.input {
        case .text(let placeholder):
            var field = RenderedLine()
            field.append("[", style: theme.border)
            if prompt.text.isEmpty, let placeholder, !placeholder.isEmpty {
                field.append(TextFieldRenderer.cursor, style: .underline)
                field.append(TextFitting.truncate(TerminalText.sanitize(placeholder), toWidth: inner - 3), style: theme.placeholder)
            } else {
                var shown = TerminalText.sanitize(prompt.text)
                while DisplayWidth.of(shown) > inner - 3, !shown.isEmpty { shown.removeFirst() }
                field.append(shown + TextFieldRenderer.cursor, style: .underline)
            }
            field.appendSpaces(inner - 1 - field.width, style: .underline)
            field.append("]", style: theme.border)
            body.append(field)
            body.append(.blank)
            body.append(RenderedLine(texts("Enter sends · Esc cancels"), style: theme.secondary))
        case .choice(let options):
            for (index, option) in options.enumerated() {
                let selected = index == prompt.selection
                let number = index < 9 ? "\(index + 1). " : "   "
                body.append(RenderedLine((selected ? "› " : "  ") + number + option.title,
                                         style: selected ? theme.focus : .plain).truncated(to: inner))
            }
            body.append(.blank)
            body.append(RenderedLine(texts("↑↓ or a number · Enter picks · Esc cancels"), style: theme.secondary))
        }
        return Box.frame(body, width: width, title: texts("Question"), titleStyle: theme.heading, border: .double, style: theme.border)
    }

    static func menu(_ menu: AppState.Menu, width: Int, theme: Theme, texts: UITexts = .english) -> [RenderedLine] {
        let inner = width - Box.horizontalChrome
        var body: [RenderedLine] = []
        for (index, target) in menu.targets.enumerated() {
            let selected = index == menu.selection
            body.append(RenderedLine((selected ? "› " : "  ") + target.label, style: selected ? theme.focus : .plain)
                .truncated(to: inner))
        }
        body.append(.blank)
        body.append(RenderedLine(texts("Enter runs · Esc closes"), style: theme.secondary))
        return Box.frame(body, width: width, title: texts("Menu"), titleStyle: theme.heading, border: .double, style: theme.border)
    }

    static func message(_ text: String, width: Int, theme: Theme) -> [RenderedLine] {
        let textWidth = min(DisplayWidth.of(TerminalText.sanitize(text)), width - Box.horizontalChrome)
        let body = Paragraph.lines(text, width: max(1, textWidth))
        return Box.frame(body, width: textWidth + Box.horizontalChrome, border: .rounded, style: theme.heading)
    }
}

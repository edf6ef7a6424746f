import TerminalUI
/// The bottom row: what the keys do, or the search being typed, or the
/// field being edited, with a spinner while something runs. A toast takes
/// the place of the key hints while it lasts (typing a search or into a
/// field keeps the row: what is typed matters more).
///
/// While an accessory's rows show (a now-playing bar), its key reminder
/// follows the app's own; when both do not fit, the app's are shortened.
enum StatusLine {
    static let hints = "↑↓ move · ⏎ open · esc back · / search · r refresh · m menu · q quit"
    static let shortHints = "↑↓ move · ⏎ open · esc back · q quit"
    /// Before a toast's text, so it reads as news rather than as a hint.
    static let toastMark = "● "

    static func line(mode: AppState.Mode, busy: Bool, tick: Int, width: Int, theme: Theme, texts: UITexts = .english,
                     accessoryHints: [String] = [], toast: String? = nil) -> RenderedLine {
        var left: [Span]
        switch mode {
        case .searching(let query):
            left = [Span("/" + query), Span(TextFieldRenderer.cursor, style: .plain),
                    Span("   " + texts("Enter finds · Esc cancels"), style: theme.secondary)]
        case .editing:
            left = [Span(texts("Editing: type, Enter keeps, Esc cancels, Tab keeps and moves on"), style: theme.secondary)]
        case .browsing:
            if let toast {
                // One line (a span makes line breaks spaces); the row cuts what does not fit.
                left = [Span(toastMark + toast, style: theme.heading)]
            } else {
                left = [Span(browsingHints(accessoryHints, width: width - 2, texts: texts), style: theme.secondary)]
            }
        }
        let right = busy ? [Span(Spinner.frame(tick), style: theme.heading)] : []
        return Paragraph.justified(left: left, right: right, width: width)
    }

    /// The app's hints and the accessories', shortened to fit `width` when needed.
    static func browsingHints(_ accessoryHints: [String], width: Int, texts: UITexts = .english) -> String {
        let hints = texts(Self.hints)
        guard !accessoryHints.isEmpty else { return hints }
        let extra = accessoryHints.map { TerminalText.sanitize($0) }.joined(separator: " · ")
        let full = hints + " · " + extra
        return DisplayWidth.of(full) <= width ? full : texts(shortHints) + " · " + extra
    }
}

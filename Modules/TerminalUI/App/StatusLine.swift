/// The bottom row: what the keys do, or the search being typed, or the
/// field being edited, with a spinner while something runs.
enum StatusLine {
    static let hints = "↑↓ move · ⏎ open · esc back · / search · r refresh · m menu · q quit"

    static func line(mode: AppState.Mode, busy: Bool, tick: Int, width: Int, theme: Theme) -> RenderedLine {
        var left: [Span]
        switch mode {
        case .searching(let query):
            left = [Span("/" + query), Span(trusted: TextFieldRenderer.cursor, style: .plain),
                    Span(trusted: "   Enter finds · Esc cancels", style: theme.secondary)]
        case .editing:
            left = [Span(trusted: "Editing: type, Enter keeps, Esc cancels, Tab keeps and moves on", style: theme.secondary)]
        case .browsing:
            left = [Span(trusted: hints, style: theme.secondary)]
        }
        let right = busy ? [Span(trusted: Spinner.frame(tick), style: theme.heading)] : []
        return Paragraph.justified(left: left, right: right, width: width)
    }
}

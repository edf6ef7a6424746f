import SDUI

/// The bar above a screen: a back marker (or, on a full-screen
/// presentation, a close marker) and the title, an "offline" marker, and
/// the navigation bar's menu entries and share button, each focusable;
/// then a rule.
///
/// ```
/// ‹ Baroque Essentials              [Add to favourites] [Share]
/// ──────────────────────────────────────────────────────────────
/// ```
public enum TitleBar {
    /// Focus target id of menu entry `index`.
    public static func menuEntryID(_ index: Int) -> String { "menu/\(index)" }
    public static let shareID = "menu/share"

    /// The menu entries (then share) of a navigation bar, as focus targets.
    public static func targets(_ bar: NavigationBar?) -> [FocusTarget] {
        guard let bar else { return [] }
        var targets = bar.secondaryButtons.enumerated().map { index, button in
            FocusTarget(id: menuEntryID(index), componentID: nil, label: button.title, kind: .action(button.action))
        }
        if let share = bar.share {
            targets.append(FocusTarget(id: shareID, componentID: nil, label: "Share", kind: .action(.share(share))))
        }
        return targets
    }

    /// The marker of a screen that Esc closes rather than leaves for the one under it.
    public static let closeMarker = "✕ "

    /// The bar's lines for `width` columns: one, or two when the entries do not fit beside the title.
    /// `closes` marks a full-screen presentation's own screen: `✕` instead of `‹`,
    /// since nothing of the stack under it shows and Esc closes it.
    public static func lines(title: String?, navigationBar: NavigationBar?, canGoBack: Bool, closes: Bool = false,
                             offline: Bool, width: Int, theme: Theme, focus: FocusState) -> [RenderedLine] {
        var left: [Span] = []
        if closes {
            left.append(Span(trusted: closeMarker, style: theme.secondary))
        } else if canGoBack {
            left.append(Span(trusted: "‹ ", style: theme.secondary))
        }
        left.append(Span(title ?? "", style: theme.title))

        var right: [Span] = []
        if offline {
            right.append(Span(trusted: " offline ", style: theme.offline))
        }
        let targets = targets(navigationBar)
        var entries = RenderedLine(anchors: targets)
        for target in targets {
            let focused = focus.focusedID == target.id
            if !entries.spans.isEmpty { entries.appendSpaces(1) }
            let text = (focused ? "»" : "[") + target.label + (focused ? "«" : "]")
            entries.append(text, style: focused ? theme.link.merging(theme.focus) : theme.link)
        }

        var lines: [RenderedLine] = []
        let leftWidth = left.reduce(0) { $0 + $1.width }
        let rightWidth = right.reduce(0) { $0 + $1.width } + (right.isEmpty ? 0 : 1)
        if entries.width + rightWidth + min(leftWidth, 12) + 2 <= width {
            var combined = right
            if !right.isEmpty, !entries.spans.isEmpty { combined.append(Span(trusted: " ", style: .plain)) }
            combined += entries.spans
            var line = Paragraph.justified(left: left, right: combined, width: width)
            line.anchors = targets
            lines.append(line)
        } else {
            lines.append(Paragraph.justified(left: left, right: right, width: width))
            if !entries.spans.isEmpty {
                var second = entries.truncated(to: width)
                second = second.indented(by: max(0, width - second.width))
                lines.append(second)
            }
        }
        lines.append(RenderedLine(String(repeating: "─", count: max(1, width)), style: theme.border))
        return lines
    }
}

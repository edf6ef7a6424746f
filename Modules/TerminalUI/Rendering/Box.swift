/// Draws a frame around lines: cards, images, tiles, dialogs and sheets.
///
/// ```
/// ┌─ Recipient ──────┐
/// │ Ada Lovelace     │
/// └──────────────────┘
/// ```
/// The content keeps its focus anchors, so a button inside a card stays
/// focusable.
public enum Box {
    public enum Border: Sendable {
        case single, double, heavy, rounded

        var characters: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
                         horizontal: String, vertical: String) {
            switch self {
            case .single: return ("┌", "┐", "└", "┘", "─", "│")
            case .double: return ("╔", "╗", "╚", "╝", "═", "║")
            case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
            case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
            }
        }
    }

    /// Columns the frame and its inner padding take: `│ ` and ` │`.
    public static let horizontalChrome = 4

    /// Frames `content` (drawn for `width - 4` columns) in a box exactly `width` wide, drawn with
    /// `border` in `style`; `title` is written into the top border in `titleStyle`, and `anchors`,
    /// focus targets of the box itself, are attached to its top line.
    public static func frame(_ content: [RenderedLine], width: Int, title: String? = nil, titleStyle: Style = .bold,
                             border: Border = .single, style: Style = .plain,
                             anchors: [FocusTarget] = []) -> [RenderedLine] {
        let chars = border.characters
        let width = max(width, 4)
        let inner = width - horizontalChrome
        var lines: [RenderedLine] = []

        var top = RenderedLine(anchors: anchors)
        top.spans.append(Span(trusted: chars.topLeft, style: style))
        if let title, !title.isEmpty, width >= 8 {
            let fitted = TextFitting.truncate(TerminalText.sanitize(title), toWidth: width - 6)
            top.spans.append(Span(trusted: chars.horizontal + " ", style: style))
            top.append(fitted, style: titleStyle)
            top.spans.append(Span(trusted: " ", style: style))
            let used = 4 + DisplayWidth.of(fitted)
            top.spans.append(Span(trusted: String(repeating: chars.horizontal, count: max(0, width - used - 1)), style: style))
        } else {
            top.spans.append(Span(trusted: String(repeating: chars.horizontal, count: width - 2), style: style))
        }
        top.spans.append(Span(trusted: chars.topRight, style: style))
        lines.append(top)

        for line in content {
            var row = RenderedLine(anchors: line.anchors)
            row.spans.append(Span(trusted: chars.vertical + " ", style: style))
            row.spans.append(contentsOf: line.withoutAnchors.fitted(to: inner).spans)
            row.spans.append(Span(trusted: " " + chars.vertical, style: style))
            lines.append(row)
        }

        var bottom = RenderedLine()
        bottom.spans.append(Span(trusted: chars.bottomLeft + String(repeating: chars.horizontal, count: width - 2)
                                 + chars.bottomRight, style: style))
        lines.append(bottom)
        return lines
    }
}

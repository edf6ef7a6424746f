import PlayerContract
import SDUI
import TerminalUI

/// `track`: a playable row with its duration flush right.
///
/// ```
/// ▶ Brandenburg Concerto No. 3: Allegro                        5:44
///   Johann Sebastian Bach
/// ```
public struct TrackRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: TrackComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        // A disabled track shows no play marker, a dimmed title, and takes no focus.
        let marker = content.activeAction == nil ? "  " : "▶ "
        var right: [Span] = []
        if let duration = content.displayedDuration { right.append(Span(duration, style: theme.secondary)) }
        let titleStyle = content.activeAction != nil ? context.style(.plain, focusedWhen: id)
            : content.action != nil ? theme.disabled : Style.plain
        var first = Paragraph.justified(left: [Span(marker, style: theme.secondary), Span(content.title, style: titleStyle)],
                                        right: right, width: context.width)
        if let action = content.activeAction {
            first.anchors.append(FocusTarget(id: id, componentID: id, label: content.title, kind: .action(action)))
        }
        var lines = [first]
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            lines += Paragraph.lines(subtitle, width: max(1, context.width - 2), style: theme.subtitle).map { $0.indented(by: 2) }
        }
        return lines
    }
}

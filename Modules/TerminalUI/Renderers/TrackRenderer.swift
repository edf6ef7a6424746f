import SDUI

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
        let marker = content.action == nil ? "  " : "▶ "
        var right: [Span] = []
        if let duration = content.duration { right.append(Span(DurationFormat.string(seconds: duration), style: theme.secondary)) }
        let titleStyle = content.action == nil ? Style.plain : context.style(.plain, focusedWhen: id)
        var first = Paragraph.justified(left: [Span(marker, style: theme.secondary), Span(content.title, style: titleStyle)],
                                        right: right, width: context.width)
        if let action = content.action {
            first.anchors.append(FocusTarget(id: id, componentID: id, label: content.title, kind: .action(action)))
        }
        var lines = [first]
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            lines += Paragraph.lines(subtitle, width: max(1, context.width - 2), style: theme.subtitle).map { $0.indented(by: 2) }
        }
        return lines
    }
}

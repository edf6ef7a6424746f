import SDUI

/// `detailRow`: the addition as a small line above the title, the title
/// with the disclosure text flush right, the subtitle below.
///
/// ```
/// Fanny Mendelssohn
/// Das Jahr                                                        12 ›
/// H-U 385 • piano cycle
/// ```
/// The row is focusable when it has a primary action; a delete action is a
/// second target on a line of its own.
public struct DetailRowRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: DetailRowComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        // A disabled row keeps its text, dimmed, without the ›, the delete line and the focus.
        let primaryAction = content.isEnabled ? content.primaryAction : nil
        let deleteAction = content.isEnabled ? content.deleteAction : nil
        let width = context.width
        var lines: [RenderedLine] = []
        if let addition = content.addition, !addition.isEmpty {
            lines.append(RenderedLine(TextFitting.truncate(TerminalText.sanitize(addition), toWidth: width), style: theme.secondary))
        }

        var right: [Span] = []
        if let disclosure = content.disclosureText, !disclosure.isEmpty {
            right.append(Span(TextFitting.truncate(TerminalText.sanitize(disclosure), toWidth: max(1, width / 2)),
                              style: theme.secondary))
        }
        if primaryAction != nil { right.append(Span(trusted: " ›", style: theme.secondary)) }
        let titleStyle = primaryAction != nil ? context.style(.plain, focusedWhen: id)
            : content.primaryAction != nil ? theme.disabled : Style.plain
        lines.append(Paragraph.justified(left: [Span(content.title, style: titleStyle)], right: right, width: width))
        if let action = primaryAction {
            lines[0].anchors.append(FocusTarget(id: id, componentID: id, label: content.title, kind: .action(action)))
        }
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            lines += Paragraph.lines(subtitle, width: width, style: theme.subtitle)
        }
        if let delete = deleteAction {
            let deleteID = id + "/delete"
            var line = RenderedLine()
            line.append("✕ Delete", style: context.style(theme.destructiveButton, focusedWhen: deleteID))
            line.anchors.append(FocusTarget(id: deleteID, componentID: id, label: "Delete \(content.title)",
                                            kind: .action(delete)))
            lines.append(line)
        }
        return lines
    }
}

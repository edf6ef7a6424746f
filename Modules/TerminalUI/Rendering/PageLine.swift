import SDUI

/// The row under a list whose rows continue on the server: it says that
/// more follow, that they are loading, or why they failed. It is a focus
/// target: the app loads the next page when it comes near the view, and
/// activating it tries again after a failure.
enum PageLine {
    /// Focus target id of the row under list `listID`.
    static func targetID(_ listID: String) -> String { "\(listID)/next-page" }

    /// One line, or a few when a failure's reason needs them (the first holds the focus target).
    static func lines(_ link: PageLink, listID: String, width: Int, theme: Theme, focus: FocusState) -> [RenderedLine] {
        let (glyph, label, style): (String, String, Style) = switch link.status {
        case .waiting: ("↓ ", "More rows follow", theme.secondary)
        case .loading: ("… ", "Loading more rows", theme.secondary)
        case .failed(let reason): ("! ", "Could not load more rows (\(reason)). Enter tries again", theme.error)
        }
        let id = targetID(listID)
        var lines = Paragraph.lines(glyph + label, width: width, style: focus.focusedID == id ? style.merging(theme.focus) : style)
        if lines.isEmpty { lines = [RenderedLine()] }
        lines[0].anchors.append(FocusTarget(id: id, componentID: listID, label: label, kind: .nextPage(listID: listID)))
        return lines
    }
}

extension RenderContext {
    /// The row under a paged list (see `PageLine`).
    public func pageLines(_ link: PageLink, listID: String) -> [RenderedLine] {
        PageLine.lines(link, listID: listID, width: width, theme: theme, focus: focus)
    }
}

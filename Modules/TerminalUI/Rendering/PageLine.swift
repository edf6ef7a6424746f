import SDUI

/// The row under a list whose rows continue on the server: it says that
/// more follow, that they are loading, or why they failed. It is a focus
/// target: the app loads the next page when it comes near the view, and
/// activating it tries again after a failure.
enum PageLine {
    /// Focus target id of the row under list `listID`.
    static func targetID(_ listID: String) -> String { "\(listID)/next-page" }

    static func line(_ link: PageLink, listID: String, width: Int, theme: Theme, focus: FocusState) -> RenderedLine {
        let label: String
        let style: Style
        switch link.status {
        case .waiting:
            label = "↓ More rows follow"
            style = theme.secondary
        case .loading:
            label = "… Loading more rows"
            style = theme.secondary
        case .failed(let reason):
            label = "! Could not load more rows (\(reason)). Enter tries again"
            style = theme.error
        }
        let id = targetID(listID)
        var line = RenderedLine()
        line.append(TextFitting.truncate(label, toWidth: width), style: focus.focusedID == id ? style.merging(theme.focus) : style)
        line.anchors.append(FocusTarget(id: id, componentID: listID, label: label, kind: .nextPage(listID: listID)))
        return line
    }
}

extension RenderContext {
    /// The row under a paged list (see `PageLine`).
    public func pageLine(_ link: PageLink, listID: String) -> RenderedLine {
        PageLine.line(link, listID: listID, width: width, theme: theme, focus: focus)
    }
}

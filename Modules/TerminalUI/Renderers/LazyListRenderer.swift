import SDUI

/// `lazyList`: the children stacked, only as many as the drawing pass's
/// `LazyRows` allows, then a line saying how many more there are. That line
/// is a focus target: the app extends the list when it comes near the view
/// or is activated. Without `LazyRows` (pipes, snapshots) every row is drawn.
public struct LazyListRenderer: ContentRenderer {
    public init() {}

    /// Focus target id of the "more" line under list `id`.
    public static func moreTargetID(_ id: String) -> String { "\(id)/more" }

    public func render(_ content: LazyListComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let children = content.children
        guard let limit = context.lazyRowLimit(for: id), limit < children.count else {
            // Every row is drawn: the server's next page, if any, follows.
            return context.renderStack(children, cachingRows: true) + (content.nextPage.map { context.pageLines($0, listID: id) } ?? [])
        }
        var lines = context.renderStack(Array(children[..<limit]), cachingRows: true)
        let remaining = children.count - limit
        let label = remaining == 1 ? "1 more row" : "\(remaining) more rows"
        let targetID = Self.moreTargetID(id)
        var more = RenderedLine()
        more.append(TextFitting.truncate("↓ " + label, toWidth: context.width),
                    style: context.style(context.theme.secondary, focusedWhen: targetID))
        more.anchors.append(FocusTarget(id: targetID, componentID: id, label: label, kind: .showMore(listID: id)))
        lines.append(more)
        return lines
    }
}

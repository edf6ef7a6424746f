import SDUI

/// `card`: children in a frame with the title in the top border. A card
/// with an action is focusable as a whole; focused, its frame turns heavy. A
/// disabled card (`enabled: false`) is drawn without its "Open ›" and takes no focus.
/// `corners: square` draws square corners; `padding` leaves blank cells inside the frame.
public struct CardRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: CardComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let inner = context.narrowed(to: max(1, context.width - Box.horizontalChrome))
        var body = LayoutPadding.apply(content.padding, in: inner) { $0.renderStack(content.children) }
        if content.activeAction != nil {
            body.append(RenderedLine("Open ›", style: context.style(context.theme.link, focusedWhen: id)))
        }
        let focused = content.activeAction != nil && context.isFocused(id)
        let label = content.title ?? body.first?.plainText ?? "card"
        let anchors = content.activeAction.map { [FocusTarget(id: id, componentID: id, label: label, kind: .action($0))] } ?? []
        return Box.frame(body, width: context.width, title: content.title, titleStyle: context.theme.title,
                         border: focused ? .heavy : content.corners == .square ? .single : .rounded,
                         style: context.theme.border, anchors: anchors)
    }
}

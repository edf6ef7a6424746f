import SDUI

/// `exploreTile`: a small framed tile (image label, title, subtitle), at
/// most 60 columns, sized to its grid cell.
public struct ExploreTileRenderer: ContentRenderer {
    public static let maximumWidth = 60

    public init() {}

    public func render(_ content: ExploreTileComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        let width = min(context.width, Self.maximumWidth)
        let inner = max(1, width - Box.horizontalChrome)
        var body: [RenderedLine] = []
        if let image = content.image {
            body += PictureBox.card(image, width: inner, glyph: context.glyph(forAsset: image.asset), context: context)
        }
        body += content.action == nil ? Paragraph.lines(content.title, width: inner, style: theme.title)
            : Paragraph.lines(content.title, width: inner, style: theme.title, suffix: " ›", suffixStyle: theme.secondary)
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            body += Paragraph.lines(subtitle, width: inner, style: theme.subtitle)
        }
        let focused = content.action != nil && context.isFocused(id)
        let anchors = content.action.map { [FocusTarget(id: id, componentID: id, label: content.title, kind: .action($0))] } ?? []
        return Box.frame(body, width: width, border: focused ? .heavy : .single,
                         style: theme.border, anchors: anchors)
    }
}

import SDUI

/// `carousel`: a horizontal strip of framed items that scrolls.
///
/// As many items as fit are shown; focus moves through every item (also
/// those out of view) and the strip scrolls to keep the focused one
/// visible, with a position line below:
///
/// ```
/// Composers
/// ┏━━━━━━━━━━━━━━━━┓ ┌────────────────┐ ┌────────────────┐
/// ┃ ▣ Portrait     ┃ │ ▣ Portrait     │ │ ▣ Portrait     │
/// ┃ Bach           ┃ │ Mozart         │ │ Bernstein      │
/// ┃ 1685 – 1750    ┃ │ 1756 – 1791    │ │ 1918 – 1990    │
/// ┗━━━━━━━━━━━━━━━━┛ └────────────────┘ └────────────────┘
/// ‹ 1–3 of 8 ›
/// ```
///
/// The server names the look (`look`, read through `CarouselComponent.itemLook`):
/// portraits are drawn with rounded corners and `◉`, covers with square
/// corners and `▣`. The focused item's frame is heavy in both.
public struct CarouselRenderer: ContentRenderer {
    public static let gap = 1

    public init() {}

    public func render(_ content: CarouselComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        var lines: [RenderedLine] = []
        if let title = content.title, !title.isEmpty {
            lines += Paragraph.lines(title, width: context.width, style: theme.heading)
        }
        let items = content.items
        guard !items.isEmpty else { return lines }

        let layout = StripLayout(width: context.width, count: items.count, gap: Self.gap)
        let itemWidth = layout.itemWidth
        let visible = layout.visible
        let focusedIndex = items.indices.first { context.isFocused(Self.itemID(id, $0)) }
        let first = layout.firstVisible(focused: focusedIndex, count: items.count)

        var blocks: [[RenderedLine]] = []
        let height = items[first..<(first + visible)].map { Self.contentHeight($0, width: itemWidth, context: context) }.max() ?? 1
        for index in first..<(first + visible) {
            blocks.append(drawItem(items[index], id: Self.itemID(id, index), round: content.itemLook == .portrait,
                                   width: itemWidth, height: height, context: context))
        }
        var strip = Columns.join(blocks, widths: Array(repeating: itemWidth, count: visible), gap: Self.gap)
        // Every item is focusable, also those scrolled out of view, in order.
        if !strip.isEmpty {
            strip[0].anchors = items.indices.compactMap { index in
                items[index].action.map {
                    FocusTarget(id: Self.itemID(id, index), componentID: id, label: items[index].title, kind: .action($0))
                }
            }
        }
        lines += strip
        if let position = layout.position(first: first, count: items.count) {
            lines.append(RenderedLine(position, style: theme.secondary))
        }
        return lines
    }

    /// The id of item `index`'s focus target.
    public static func itemID(_ carouselID: String, _ index: Int) -> String { "\(carouselID)/\(index)" }

    private static func contentHeight(_ item: CarouselItem, width: Int, context: RenderContext) -> Int {
        let inner = max(1, width - Box.horizontalChrome)
        var height = item.image == nil ? 0 : PictureBox.cardHeight(context)
        height += min(2, TextWrapper.wrap(item.title, width: inner).count)
        if let subtitle = item.subtitle, !subtitle.isEmpty { height += 1 }
        return height
    }

    private func drawItem(_ item: CarouselItem, id: String, round: Bool, width: Int, height: Int,
                          context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        let inner = max(1, width - Box.horizontalChrome)
        var body: [RenderedLine] = []
        if let image = item.image {
            let glyph = context.glyph(forAsset: image.asset, fallback: round ? ImagePlaceholder.roundGlyph : ImagePlaceholder.glyph)
            body += PictureBox.card(image, width: inner, glyph: glyph, context: context)
        }
        let titleLines = TextWrapper.wrap(item.title, width: inner)
        let titleStyle = item.action == nil ? theme.title : context.style(theme.title, focusedWhen: id)
        for (index, line) in titleLines.prefix(2).enumerated() {
            let text = index == 1 && titleLines.count > 2 ? TextFitting.truncate(line + " …", toWidth: inner) : line
            body.append(RenderedLine(text, style: titleStyle))
        }
        if let subtitle = item.subtitle, !subtitle.isEmpty {
            body.append(RenderedLine(TextFitting.truncate(TerminalText.sanitize(subtitle), toWidth: inner), style: theme.subtitle))
        }
        while body.count < height { body.append(.blank) }
        let focused = item.action != nil && context.isFocused(id)
        return Box.frame(body, width: width, border: focused ? .heavy : round ? .rounded : .single, style: theme.border)
    }
}

import SDUI

/// Draws the home-screen widget as a framed card, in the three families a
/// home screen offers (PostNL's small, medium and large widgets): the same
/// widget document, with less or more of it.
///
/// ```
/// medium (40 columns)                       small (24 columns)
/// ╭─ Parcels ────────────────────────────╮   ╭─ Parcels ────────────╮
/// │ ▶ Your Sports Shop                   │   │ ▶ Your Sports Shop   │
/// │   Today 18:00 – 20:00                │   │   Today 18:00 – 20:… │
/// │ +2 parcels on the way ›              │   ╰──────────────────────╯
/// │ https://parcels.example/track/…      │
/// ╰──────────────────────────────────────╯
/// ```
/// Large (60 columns) shows the whole description, where the footer leads, and the link, spaced out.
public enum WidgetView {
    /// The size of the widget, as a home screen offers it.
    public enum Family: String, CaseIterable, Sendable {
        case small, medium, large

        /// Columns, frame included.
        public var width: Int {
            switch self {
            case .small: 24
            case .medium: 40
            case .large: 60
            }
        }
    }

    /// The widget's card for its `family`: `assets` are the icons the client has
    /// (`TerminalRegistry.assets`), for the item's `asset`; `pictures` is where the card's picture
    /// comes from (the full client's picture store); without it, or in the small family, the card
    /// has no picture, as on a terminal without colour.
    public static func lines(_ widget: Widget, offline: Bool, family: Family = .medium, theme: Theme = .standard,
                             assets: TerminalAssets = TerminalAssets(), pictures: (any PictureSource)? = nil) -> [RenderedLine] {
        let inner = family.width - Box.horizontalChrome
        var body: [RenderedLine] = []
        switch widget.content {
        case .card(let shipment):
            let icon = shipment.icon.flatMap { assets.glyph(for: $0.asset) } ?? "▶"
            // The title and the description, `width` wide.
            func text(_ width: Int) -> [RenderedLine] {
                let title = Paragraph.lines("\(icon) \(shipment.title)", width: width, style: theme.title)
                var lines = family == .small ? Array(title.prefix(1)) : title
                guard let description = shipment.description else { return lines }
                if family == .small {
                    // One line, cut with an ellipsis: the first line of the description.
                    let first = description.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
                    lines.append(RenderedLine(TextFitting.truncate(TerminalText.sanitize(first), toWidth: width - 2)).indented(by: 2))
                } else {
                    lines += Paragraph.lines(description, width: width - 2).map { $0.indented(by: 2) }
                }
                return lines
            }
            if family != .small, let image = shipment.image, let pictures, assets.glyph(for: image.asset) == nil {
                // A thumbnail beside the text, in the box an artwork row gives it: its arrival moves nothing.
                let picture = pictures.lines(for: image, assets: assets, columns: ArtworkLayout.thumbnailWidth,
                                             maximumRows: ArtworkLayout.thumbnailRows).lines
                body += ArtworkLayout.lines(hasImage: true, width: inner, theme: theme, picture: picture, text: text)
            } else {
                body += text(inner)
            }
            if family != .small, let footer = shipment.footer {
                if family == .large { body.append(.blank) }
                body += Paragraph.lines(footer.title, width: inner, style: theme.link, suffix: " ›", suffixStyle: theme.secondary)
                // Where the footer leads (an app link, `sdui open` takes it), where there is room for it.
                if family == .large, let url = footer.url {
                    body.append(RenderedLine(TextFitting.truncate(url, toWidth: inner - 2), style: theme.secondary).indented(by: 2))
                }
            }
            if family != .small {
                body.append(RenderedLine(TextFitting.truncate(shipment.url, toWidth: inner), style: theme.secondary))
            }
        case .empty(let message):
            body += Paragraph.lines(message, width: inner, style: theme.secondary)
        case .error(let message):
            body += Paragraph.lines(message, width: inner, style: theme.error)
        case .unknown(let type):
            let text = type.isEmpty ? "This widget came without a type; this client cannot show it."
                : "This widget (\(type)) needs a newer client."
            body += Paragraph.lines(text, width: inner, style: theme.secondary)
        }
        // The name the server gave the widget; the client adds only what it knows itself.
        let title = [widget.name, offline ? "offline" : nil].compactMap { $0 }.joined(separator: " · ")
        return Box.frame(body, width: family.width, title: title.isEmpty ? nil : title, titleStyle: theme.heading, border: .rounded,
                         style: theme.border)
    }
}

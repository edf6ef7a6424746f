import SDUI
import TerminalUI

/// Draws the home-screen widget as a small framed card.
///
/// ```
/// ╭─ Parcels ────────────────────────╮
/// │ ▶ Your Sports Shop               │
/// │   Today                          │
/// │   18:00 – 20:00                  │
/// │ +3 parcels on the way ›          │
/// ╰──────────────────────────────────╯
/// ```
enum WidgetView {
    static let width = 40

    static func lines(_ widget: Widget, offline: Bool, theme: Theme = .standard) -> [RenderedLine] {
        let inner = width - Box.horizontalChrome
        var body: [RenderedLine] = []
        switch widget {
        case .shipment(let shipment):
            let icon = shipment.icon.map { glyph(for: $0.asset) } ?? "▶"
            body += Paragraph.lines("\(icon) \(shipment.title)", width: inner, style: theme.title)
            if let description = shipment.description {
                body += Paragraph.lines(description, width: inner - 2).map { $0.indented(by: 2) }
            }
            if let footer = shipment.footer {
                body += Paragraph.lines(footer.title, width: inner, style: theme.link, suffix: " ›", suffixStyle: theme.secondary)
            }
            body.append(RenderedLine(TextFitting.truncate(shipment.url, toWidth: inner), style: theme.secondary))
        case .empty(let message):
            body += Paragraph.lines(message, width: inner, style: theme.secondary)
        case .error(let message):
            body += Paragraph.lines(message, width: inner, style: theme.error)
        case .unknown(let type):
            body += Paragraph.lines("This widget (\(type)) needs a newer client.", width: inner, style: theme.secondary)
        }
        var title = "Parcels"
        if offline { title += " · offline" }
        return Box.frame(body, width: width, title: title, titleStyle: theme.heading, border: .rounded, style: theme.border)
    }

    /// The client's own glyph for a named asset.
    static func glyph(for asset: String) -> String {
        switch asset {
        case "van": return "⛟"
        case "box": return "▣"
        case "letter": return "✉"
        default: return "▶"
        }
    }
}

import SDUI

/// Stands in for an image: a frame with the image's accessibility label.
///
/// A terminal cannot show the picture, but it can show that there is one,
/// where, roughly how big, and what it shows, which is what a screen reader
/// user gets too.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │   ▣ A parcel label with its barcode  │
/// └──────────────────────────────────────┘
/// ```
public enum ImagePlaceholder {
    public static let glyph = "▣"

    /// Stands in for a round picture (an artist's portrait).
    public static let roundGlyph = "◉"

    /// The label drawn for an image: its accessibility label, or "image".
    public static func label(_ accessibilityLabel: String?, glyph: String = ImagePlaceholder.glyph) -> String {
        let label = TerminalText.sanitize(accessibilityLabel ?? "")
        return label.isEmpty ? "\(glyph) image" : "\(glyph) \(label)"
    }

    /// A framed placeholder `width` columns wide with `innerRows` rows inside.
    public static func lines(accessibilityLabel: String?, width: Int, innerRows: Int = 1, theme: Theme,
                             border: Box.Border = .single, anchors: [FocusTarget] = [],
                             glyph: String = ImagePlaceholder.glyph) -> [RenderedLine] {
        let inner = max(1, width - Box.horizontalChrome)
        let text = TextFitting.truncate(label(accessibilityLabel, glyph: glyph), toWidth: inner)
        let middle = max(0, innerRows - 1) / 2
        var content: [RenderedLine] = []
        for row in 0..<max(1, innerRows) {
            if row == middle {
                let padding = (inner - DisplayWidth.of(text)) / 2
                content.append(RenderedLine(text, style: theme.secondary).indented(by: padding))
            } else {
                content.append(.blank)
            }
        }
        return Box.frame(content, width: width, border: border, style: theme.border, anchors: anchors)
    }

    /// A three-line thumbnail (`┌────┐ │ ▣  │ └────┘`) for rows and headers.
    /// `round` draws rounded corners (a person's picture).
    public static func thumbnail(width: Int = 8, theme: Theme, glyph: String = ImagePlaceholder.glyph,
                                 round: Bool = false) -> [RenderedLine] {
        let inner = max(1, width - 2)
        let glyphLine = String(repeating: " ", count: (inner - 1) / 2) + glyph
            + String(repeating: " ", count: inner - 1 - (inner - 1) / 2)
        let (topLeft, topRight, bottomLeft, bottomRight) = round ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        return [
            RenderedLine(topLeft + String(repeating: "─", count: inner) + topRight, style: theme.border),
            RenderedLine("│" + glyphLine + "│", style: theme.border),
            RenderedLine(bottomLeft + String(repeating: "─", count: inner) + bottomRight, style: theme.border),
        ]
    }
}

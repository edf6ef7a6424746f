import SDUI

/// A picture's place in a card or a row: a fixed box of columns and rows, so
/// the placeholder, a low-resolution picture and the full one take the same
/// room and nothing moves when one replaces another.
enum PictureBox {
    /// Rows a card (carousel item, explore tile) gives its picture when the client draws pictures.
    static let cardRows = 3

    /// `picture` centred in a box `width` by `rows`.
    static func fit(_ picture: [RenderedLine], width: Int, rows: Int) -> [RenderedLine] {
        let lines = Array(picture.prefix(rows))
        let above = (rows - lines.count) / 2
        let centred = lines.map { line in line.indented(by: max(0, (width - line.width) / 2)) }
        return Array(repeating: .blank, count: above) + centred + Array(repeating: .blank, count: rows - above - lines.count)
    }

    /// A card's image: without pictures (the clip, a pipe, `--images never`) the one-line
    /// label; with them, a box of `cardRows` rows holding the picture once it
    /// has arrived (or its low-resolution one), the label in its middle until then.
    static func card(_ image: ImageReference, width: Int, glyph: String, context: RenderContext) -> [RenderedLine] {
        let label = RenderedLine(TextFitting.truncate(ImagePlaceholder.label(image.accessibilityLabel, glyph: glyph), toWidth: width),
                                 style: context.theme.secondary)
        guard context.drawsPictures, !context.hasIcon(image.asset) else { return [label] }
        return fit(context.picture(image, columns: width, maximumRows: cardRows) ?? [label], width: width, rows: cardRows)
    }

    /// Rows `card` takes.
    static func cardHeight(_ context: RenderContext) -> Int {
        context.drawsPictures ? cardRows : 1
    }
}

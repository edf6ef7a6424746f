/// A thumbnail on the left and text beside it: artwork rows and headers with images.
enum ArtworkLayout {
    static let thumbnailWidth = 8
    /// Below this width the thumbnail is left out and the text uses the whole line.
    static let minimumWidth = 30

    /// `text(width)` draws the text part for the columns left beside the thumbnail.
    static func lines(hasImage: Bool, width: Int, theme: Theme, glyph: String = ImagePlaceholder.glyph, round: Bool = false,
                      text: (Int) -> [RenderedLine]) -> [RenderedLine] {
        guard hasImage, width >= minimumWidth else { return text(width) }
        let textWidth = width - thumbnailWidth - 1
        return Columns.join([ImagePlaceholder.thumbnail(width: thumbnailWidth, theme: theme, glyph: glyph, round: round), text(textWidth)],
                            widths: [thumbnailWidth, textWidth], gap: 1)
    }
}

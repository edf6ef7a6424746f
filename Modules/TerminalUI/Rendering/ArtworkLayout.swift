/// A thumbnail on the left and text beside it: artwork rows and headers with images.
enum ArtworkLayout {
    static let thumbnailWidth = 8
    /// Below this width the thumbnail is left out and the text uses the whole line.
    static let minimumWidth = 30

    /// Rows of the thumbnail, the placeholder's frame included: a picture gets the same box,
    /// so its arrival (or the low-resolution one's) moves nothing.
    static let thumbnailRows = 3

    /// `text(width)` draws the text part for the columns left beside the thumbnail;
    /// `picture` (drawn at most `thumbnailWidth` by `thumbnailRows`) stands in for the placeholder.
    static func lines(hasImage: Bool, width: Int, theme: Theme, glyph: String = ImagePlaceholder.glyph, round: Bool = false,
                      picture: [RenderedLine]? = nil, text: (Int) -> [RenderedLine]) -> [RenderedLine] {
        guard hasImage, width >= minimumWidth else { return text(width) }
        let textWidth = width - thumbnailWidth - 1
        let thumbnail = picture.map { PictureBox.fit($0, width: thumbnailWidth, rows: thumbnailRows) } ?? ImagePlaceholder.thumbnail(width: thumbnailWidth, theme: theme, glyph: glyph, round: round)
        return Columns.join([thumbnail, text(textWidth)], widths: [thumbnailWidth, textWidth], gap: 1)
    }

}

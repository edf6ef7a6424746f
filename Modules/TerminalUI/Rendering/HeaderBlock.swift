import SDUI

/// The large title and subtitle at the top of a screen; also the `header`
/// component and the prefetched header shown while a screen loads, so all
/// three look the same and the switch from loading to loaded does not jump.
public enum HeaderBlock {
    /// A contract `Header` (screen header or prefetched header), with its picture from
    /// `pictures` when it has arrived, or its low-resolution one until then: a
    /// prefetched header's is usually the thumbnail of the row that led here, so
    /// it shows while the screen loads (Primephonic).
    public static func lines(_ header: Header, width: Int, theme: Theme, assets: TerminalAssets,
                             pictures: (any PictureSource)? = nil) -> [RenderedLine] {
        let picture = header.image.flatMap { image in
            pictures?.lines(for: image, assets: assets, columns: ArtworkLayout.thumbnailWidth, maximumRows: ArtworkLayout.thumbnailRows).lines
        }
        return lines(title: header.title, subtitle: header.subtitle, hasImage: header.image != nil, width: width, theme: theme,
                     glyph: glyph(header.image, kind: header.kind, assets: assets), round: header.kind == .portrait, picture: picture)
    }

    /// Title and subtitle, with a thumbnail placeholder when the header has an image.
    /// An `artist` header frames its picture round (`◉`, rounded corners), an `album` one square.
    /// `picture` stands in for the placeholder when given (drawn for the thumbnail's box).
    public static func lines(title: String, subtitle: String?, hasImage: Bool, width: Int, theme: Theme,
                             glyph: String = ImagePlaceholder.glyph, round: Bool = false,
                             picture: [RenderedLine]? = nil) -> [RenderedLine] {
        ArtworkLayout.lines(hasImage: hasImage, width: width, theme: theme, glyph: glyph, round: round, picture: picture) { textWidth in
            var lines = Paragraph.lines(title, width: textWidth, style: theme.title.merging(.underline))
            if let subtitle, !subtitle.isEmpty {
                lines += Paragraph.lines(subtitle, width: textWidth, style: theme.subtitle)
            }
            return lines
        }
    }

    /// The thumbnail's glyph: the icon the image's `asset` names, else round for a portrait.
    public static func glyph(_ image: ImageReference?, kind: PictureLook?, assets: TerminalAssets) -> String {
        assets.glyph(for: image?.asset) ?? (kind == .portrait ? ImagePlaceholder.roundGlyph : ImagePlaceholder.glyph)
    }
}

import SDUI

/// `image`: the picture in half blocks when the client draws pictures and it
/// has arrived, sized from the image's points (about six points a column);
/// until then, or without pictures, a framed placeholder of that size with
/// its accessibility label in the middle.
public struct ImageRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: ImageComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let glyph = context.glyph(forAsset: content.asset)
        let labelWidth = DisplayWidth.of(ImagePlaceholder.label(content.accessibilityLabel, glyph: glyph)) + Box.horizontalChrome + 2
        var width = context.width
        if let points = content.width, points.isFinite, points > 0 {
            width = min(context.width, max(labelWidth, Int(min(points, 10_000) / 6)))
        }
        var rows = 1
        if let w = content.width, let h = content.height, w.isFinite, h.isFinite, w > 0, h > 0 {
            rows = h / w >= 0.75 ? 3 : 1
        }
        let image = ImageReference(url: content.url, lowResolutionURL: content.lowResolutionURL, asset: content.asset)
        if let drawn = context.picture(image, columns: width, maximumRows: 16) {
            return drawn
        }
        return ImagePlaceholder.lines(accessibilityLabel: content.accessibilityLabel, width: width,
                                      innerRows: rows, theme: context.theme, glyph: glyph)
    }
}

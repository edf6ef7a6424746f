/// Padding in terminal cells: one column per 8 points on the left and right,
/// one line per 16 points above and below, at most 4 columns and 2 lines (a
/// terminal has few cells to give). Graphical renderers use the points as they are.
public enum LayoutPadding {
    /// (columns on each side, lines above and below) for `points`.
    public static func cells(_ points: Double?) -> (columns: Int, lines: Int) {
        guard let points, points.isFinite, points > 0 else { return (0, 0) }
        return (min(4, Int((points / 8).rounded())), min(2, Int((points / 16).rounded())))
    }

    /// `draw` in the context narrowed by the padding, then moved in and framed by blank lines.
    public static func apply(_ points: Double?, in context: RenderContext,
                             _ draw: (RenderContext) -> [RenderedLine]) -> [RenderedLine] {
        let (columns, lines) = cells(points)
        guard columns > 0 || lines > 0 else { return draw(context) }
        let inner = max(1, context.width - 2 * columns)
        let drawn = draw(context.narrowed(to: inner)).map { $0.indented(by: columns) }
        guard !drawn.isEmpty else { return [] }
        return Array(repeating: .blank, count: lines) + drawn + Array(repeating: .blank, count: lines)
    }
}

import SDUI

/// `spacer`: blank lines, one per 16 points (at least one, at most four).
public struct SpacerRenderer: ContentRenderer {
    public init() {}

    public func render(_ content: SpacerComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        Array(repeating: .blank, count: Self.lines(for: content.size))
    }

    static func lines(for size: Double?) -> Int {
        guard let size, size.isFinite, size > 0 else { return 1 }
        return min(4, max(1, Int((size / 16).rounded())))
    }
}

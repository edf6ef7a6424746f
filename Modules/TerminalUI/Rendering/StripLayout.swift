/// How many items of a horizontal strip (carousel, horizontal scroll) fit,
/// and how wide each is: as many as fit at `minimum` columns (at most
/// `maximumVisible`), then widened to share the line, up to `maximum`.
struct StripLayout: Equatable {
    var visible: Int
    var itemWidth: Int

    init(width: Int, count: Int, gap: Int, minimum: Int = 16, maximum: Int = 28, maximumVisible: Int = 5) {
        let fitting = max(1, (width + gap) / (minimum + gap))
        visible = max(1, min(count, fitting, maximumVisible))
        itemWidth = max(1, min(maximum, (width - gap * (visible - 1)) / visible))
    }

    /// The first item shown so that the focused one is in view.
    func firstVisible(focused: Int?, count: Int) -> Int {
        guard let focused, focused >= visible else { return 0 }
        return min(focused - visible + 1, count - visible)
    }

    /// "‹ 3–6 of 9 ›" when not everything is shown; nil otherwise.
    func position(first: Int, count: Int) -> String? {
        guard visible < count else { return nil }
        let range = visible == 1 ? "\(first + 1)" : "\(first + 1)–\(first + visible)"
        return "‹ \(range) of \(count) ›"
    }
}

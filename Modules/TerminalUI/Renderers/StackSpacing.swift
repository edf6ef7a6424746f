/// Converts the contract's spacing in points to terminal lines or columns.
enum StackSpacing {
    /// Blank lines between stacked children: one per 16 points, rounded, at most 2.
    static func lines(_ points: Double?) -> Int {
        guard let points, points.isFinite, points > 0 else { return 0 }
        return min(2, Int((points / 16).rounded()))
    }

    /// Columns between children side by side: at least 1, one per 4 points, at most 4.
    static func columns(_ points: Double?) -> Int {
        guard let points, points.isFinite, points > 0 else { return 2 }
        return min(4, max(1, Int((points / 4).rounded())))
    }
}

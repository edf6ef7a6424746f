/// Runs of spaces made once and shared: every padded line needs one, and making
/// a fresh string for each cost a sixth of a cold render.
enum Spaces {
    /// Runs of 0 to 512 spaces, wider than any terminal this draws for.
    private static let runs: [String] = (0...512).map { String(repeating: " ", count: $0) }

    static func run(_ count: Int) -> String {
        guard count >= 0 else { return "" }
        return count < runs.count ? runs[count] : String(repeating: " ", count: count)
    }
}

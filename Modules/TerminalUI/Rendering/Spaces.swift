/// Runs of spaces made once and shared: every padded line needs one, and making
/// a fresh string for each cost a sixth of a cold render.
enum Spaces {
    /// Runs of 0 to 512 spaces, wider than any terminal this draws for. Each is
    /// filled in one pass: `String(repeating:count:)` appends a character at a
    /// time, and building the table that way was a sixth of the clip's start-up.
    private static let runs: [String] = (0...512).map(make)

    static func run(_ count: Int) -> String {
        guard count >= 0 else { return "" }
        return count < runs.count ? runs[count] : make(count)
    }

    private static func make(_ count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: 0x20)
            return count
        }
    }
}

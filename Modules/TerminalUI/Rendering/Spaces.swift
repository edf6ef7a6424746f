/// Runs of spaces made once and shared: every padded line needs one, and making
/// a fresh string for each is a large part of a cold render (docs/terminal.md).
enum Spaces {
    /// Runs of 0 to 512 spaces, wider than any terminal this draws for. Each is
    /// filled in one pass: `String(repeating:count:)` appends a character at a
    /// time, which would make building the table a large part of the clip's
    /// start-up (docs/terminal.md).
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

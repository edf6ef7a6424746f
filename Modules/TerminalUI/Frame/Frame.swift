/// What the terminal shows: one encoded string per row, top to bottom.
///
/// Rows are compared as strings (escape sequences included), so a row
/// whose text or style changed is written again and any other row is not.
public struct Frame: Sendable, Equatable {
    public var rows: [String]

    public init(rows: [String]) {
        self.rows = rows
    }

    /// Encodes rendered rows (already fitted to the width) with `encoder`.
    public init(lines: [RenderedLine], encoder: LineEncoder) {
        rows = lines.map(encoder.encode)
    }
}

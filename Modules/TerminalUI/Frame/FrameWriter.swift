/// Writes frames to a terminal, sending only the rows that changed.
///
/// Keeps the previous frame; for the next one it compares row by row and
/// emits, for each row that differs, a cursor move, the row and an
/// erase-to-end-of-line. A refresh that changes ten rows writes those ten
/// rows, not the screen. `stats` says what the last write cost.
public struct FrameWriter: Sendable {
    /// What one `write` sent.
    public struct Stats: Sendable, Equatable {
        public var rowsWritten: Int
        public var rowCount: Int
        public var bytes: Int
        public var fullRedraw: Bool
    }

    private var previous: Frame?
    public private(set) var stats = Stats(rowsWritten: 0, rowCount: 0, bytes: 0, fullRedraw: false)

    public init() {}

    /// Forgets the previous frame, so the next one is drawn whole (after a resize, Ctrl-L).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `frame`; empty when nothing changed.
    public mutating func output(for frame: Frame) -> String {
        var output = ""
        var written = 0
        if let previous, previous.rows.count == frame.rows.count {
            for (index, row) in frame.rows.enumerated() where previous.rows[index] != row {
                output += ANSI.moveTo(row: index)
                output += row
                output += ANSI.clearToEndOfLine
                written += 1
            }
            stats = Stats(rowsWritten: written, rowCount: frame.rows.count, bytes: output.utf8.count, fullRedraw: false)
        } else {
            output = ANSI.home + ANSI.clearScreen
            for (index, row) in frame.rows.enumerated() {
                output += ANSI.moveTo(row: index)
                output += row
            }
            stats = Stats(rowsWritten: frame.rows.count, rowCount: frame.rows.count, bytes: output.utf8.count, fullRedraw: true)
        }
        previous = frame
        return output
    }
}

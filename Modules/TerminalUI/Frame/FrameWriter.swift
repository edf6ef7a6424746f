/// Writes frames to a terminal, sending only the rows that changed.
///
/// Keeps the previous frame; for the next one it compares row by row and
/// emits, for each row that differs, a cursor move, the row and an
/// erase-to-end-of-line. A refresh that changes ten rows writes those ten
/// rows, not the screen. `stats` says what the last write cost.
///
/// With `TerminalGraphics`, a picture drawn by a pixel protocol (sixel) is
/// drawn again over its rows whenever one of them was written (writing a row
/// covers the picture's cells on it), and only when the frame holds all of
/// its rows above the last one (a picture that reached the last row would
/// scroll the terminal); otherwise its half blocks show.
public struct FrameWriter: Sendable {
    /// What one `write` sent.
    public struct Stats: Sendable, Equatable {
        public var rowsWritten: Int
        public var rowCount: Int
        public var bytes: Int
        public var fullRedraw: Bool
        /// Pictures drawn over the rows by a pixel protocol.
        public var overlaysDrawn: Int = 0
    }

    private var previous: Frame?
    public private(set) var stats = Stats(rowsWritten: 0, rowCount: 0, bytes: 0, fullRedraw: false)

    public init() {}

    /// Forgets the previous frame, so the next one is drawn whole (after a resize, Ctrl-L).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `frame`; empty when nothing changed.
    public mutating func output(for frame: Frame, graphics: (any TerminalGraphics)? = nil) -> String {
        var output = graphics?.takePendingOutput() ?? ""
        var written = 0
        let kept = previous.flatMap { $0.rows.count == frame.rows.count ? $0.rows : nil }
        if let kept {
            for (index, row) in frame.rows.enumerated() where kept[index] != row {
                output += ANSI.moveTo(row: index)
                output += row
                output += ANSI.clearToEndOfLine
                written += 1
            }
        } else {
            output += ANSI.home + ANSI.clearScreen
            for (index, row) in frame.rows.enumerated() {
                output += ANSI.moveTo(row: index)
                output += row
            }
            written = frame.rows.count
        }
        var overlaysDrawn = 0
        if let graphics {
            for overlay in frame.overlays where overlay.row + overlay.rows < frame.rows.count {
                let rows = overlay.row..<(overlay.row + overlay.rows)
                guard kept.map({ kept in rows.contains { kept[$0] != frame.rows[$0] } }) ?? true,
                      let drawn = graphics.overlay(overlay.id), drawn.rows == overlay.rows else { continue }
                output += ANSI.moveTo(row: overlay.row, column: overlay.column)
                output += drawn.escape
                overlaysDrawn += 1
            }
        }
        stats = Stats(rowsWritten: written, rowCount: frame.rows.count, bytes: output.utf8.count,
                      fullRedraw: kept == nil, overlaysDrawn: overlaysDrawn)
        previous = frame
        return output
    }
}

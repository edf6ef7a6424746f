/// What the terminal shows: one encoded string per row, top to bottom.
///
/// Rows are compared as strings (escape sequences included), so a row
/// whose text or style changed is written again and any other row is not.
public struct Frame: Sendable, Equatable {
    /// A picture drawn over the rows by a pixel protocol, found by its
    /// `PictureMark`s: its top-left cell and how many rows of it the frame holds.
    public struct Overlay: Sendable, Equatable {
        public let row: Int
        public let column: Int
        public let id: UInt32
        /// Consecutive rows, from the picture's first, marked at the same column.
        public let rows: Int
    }

    public var rows: [String]
    public var overlays: [Overlay]

    public init(rows: [String], overlays: [Overlay] = []) {
        self.rows = rows
        self.overlays = overlays
    }

    /// Encodes rendered rows (already fitted to the width) with `encoder`.
    public init(lines: [RenderedLine], encoder: LineEncoder) {
        rows = lines.map(encoder.encode)
        // Most frames hold no picture drawn over them: no array is made for their marks.
        overlays = lines.contains { $0.spans.contains { $0.picture != nil } } ? Self.overlays(in: lines.map(Self.marks)) : []
    }

    /// Each marked span of `line`: the column it starts at and its mark.
    static func marks(_ line: RenderedLine) -> [(column: Int, mark: PictureMark)] {
        var marks: [(column: Int, mark: PictureMark)] = []
        var column = 0
        for span in line.spans {
            if let mark = span.picture { marks.append((column, mark)) }
            column += span.width
        }
        return marks
    }

    /// The pictures whose first row is in the frame, with the number of their rows that follow it at the same column.
    static func overlays(in marks: [[(column: Int, mark: PictureMark)]]) -> [Overlay] {
        var overlays: [Overlay] = []
        for (row, line) in marks.enumerated() {
            for (column, mark) in line where mark.row == 0 {
                var count = 1
                while row + count < marks.count,
                      marks[row + count].contains(where: { $0.column == column && $0.mark == PictureMark(id: mark.id, row: count) }) {
                    count += 1
                }
                overlays.append(Overlay(row: row, column: column, id: mark.id, rows: count))
            }
        }
        return overlays
    }
}

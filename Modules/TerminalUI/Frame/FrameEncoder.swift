/// Encodes frame after frame, encoding again only the lines that changed.
///
/// Encoding (styles to escape sequences, trailing spaces trimmed) is the most
/// expensive step of a redraw, so a refresh that changes ten components of a
/// thousand should encode about ten components' lines. A line equal to the
/// one at the same row of the previous frame keeps its encoded row; lines that
/// come from the `LayoutCache` share their storage with the previous frame's,
/// so that comparison is a pointer check. The frame is the same as
/// `Frame(lines:encoder:)` would give: only the work differs.
public struct FrameEncoder: Sendable {
    public let encoder: LineEncoder
    private var previousLines: [RenderedLine] = []
    private var previousRows: [String] = []
    private var previousMarks: [[(column: Int, mark: PictureMark)]] = []
    /// Lines encoded by the last `frame(for:)`, for benchmarks and tests.
    public private(set) var linesEncoded = 0

    public init(encoder: LineEncoder) {
        self.encoder = encoder
    }

    /// The frame for `lines`.
    public mutating func frame(for lines: [RenderedLine]) -> Frame {
        var rows: [String] = []
        // Each line's picture marks; made only for a frame that has one (most have none).
        var marks: [[(column: Int, mark: PictureMark)]] = []
        rows.reserveCapacity(lines.count)
        var encoded = 0
        for (index, line) in lines.enumerated() {
            let lineMarks: [(column: Int, mark: PictureMark)]
            if index < previousLines.count, previousLines[index] == line {
                rows.append(previousRows[index])
                lineMarks = index < previousMarks.count ? previousMarks[index] : []
            } else {
                rows.append(encoder.encode(line))
                lineMarks = Frame.marks(line)
                encoded += 1
            }
            if !lineMarks.isEmpty {
                if marks.isEmpty { marks = Array(repeating: [], count: lines.count) }
                marks[index] = lineMarks
            }
        }
        previousLines = lines
        previousRows = rows
        previousMarks = marks
        linesEncoded = encoded
        return Frame(rows: rows, overlays: marks.isEmpty ? [] : Frame.overlays(in: marks))
    }

    /// Forgets the previous frame (the encoder's settings stay).
    public mutating func reset() {
        previousLines = []
        previousRows = []
        previousMarks = []
    }
}

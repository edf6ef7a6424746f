/// Where a picture drawn by a pixel protocol (sixel) sits in the text: the
/// span of the first cell of each of its rows carries the picture's id and
/// the row's number, so the place survives every layout step that keeps
/// spans (indents, boxes, columns, the viewport, a focus style) and
/// `FrameEncoder` finds it in the finished frame. The cells themselves hold the picture in half
/// blocks, which is what shows wherever the picture cannot be drawn whole.
///
/// Packed in 32 bits (a 24-bit id, an 8-bit row): every `Span` carries the
/// room for one.
public struct PictureMark: Sendable, Hashable {
    private let packed: UInt32

    /// The picture's number in its `TerminalGraphics`, below 2^24.
    public var id: UInt32 { packed >> 8 }
    /// Which of the picture's rows this is, from 0, below 256.
    public var row: Int { Int(packed & 0xFF) }

    /// Nil when `id` or `row` does not fit (no picture is drawn that large).
    public init?(id: UInt32, row: Int) {
        guard id < 1 << 24, (0..<256).contains(row) else { return nil }
        packed = id << 8 | UInt32(row)
    }
}

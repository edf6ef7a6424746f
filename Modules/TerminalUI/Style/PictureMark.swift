/// Where a picture drawn by a pixel protocol (sixel) sits in the text: the
/// style of the first cell of each of its rows carries the picture's id and
/// the row's number, so the place survives every layout step that keeps
/// styles (indents, boxes, columns, the viewport) and `FrameEncoder` finds
/// it in the finished frame. The cells themselves hold the picture in half
/// blocks, which is what shows wherever the picture cannot be drawn whole.
public struct PictureMark: Sendable, Hashable {
    /// The picture's number in its `TerminalGraphics`.
    public let id: UInt32
    /// Which of the picture's rows this is, from 0.
    public let row: Int

    public init(id: UInt32, row: Int) {
        self.id = id
        self.row = row
    }
}

/// Pictures drawn with a terminal's pixel protocol rather than in text
/// cells: what must be written besides the frame's rows. The full client's
/// picture store is one; the writer asks it while writing each frame.
public protocol TerminalGraphics: Sendable {
    /// Bytes to write before the next frame and only once (kitty: a picture
    /// sent to the terminal, which the frame's placeholder cells then show).
    func takePendingOutput() -> String
    /// What draws picture `id` with the cursor at its top-left cell (sixel
    /// data), and the number of rows it covers; nil for a picture not kept.
    func overlay(_ id: UInt32) -> (escape: String, rows: Int)?
    /// Bytes to write when the app ends (kitty: free every picture sent, so
    /// the terminal does not keep them after the screen that showed them).
    func takeClosingOutput() -> String
}

/// How the full client draws a picture's pixels on this terminal
/// (`GraphicsQuery` finds out, `--images` can say).
public enum PictureProtocol: Sendable, Equatable {
    /// Unicode upper half blocks in colour: two pixels a cell, on any colour terminal.
    case halfBlocks
    /// kitty's graphics protocol with Unicode placeholders: the picture is
    /// sent to the terminal once, and cells of U+10EEEE in its colour show
    /// it, so it scrolls, is diffed and is covered like any text.
    case kitty
    /// DEC sixel, at `cell` pixels a cell: drawn over the picture's half
    /// blocks whenever its rows are written (`FrameWriter`).
    case sixel(cell: CellSize)
}

/// A character cell's size in pixels, to make a sixel picture exactly as
/// large as the cells it covers.
public struct CellSize: Sendable, Equatable {
    public let width: Int
    public let height: Int

    /// Nil unless both are plausible for a cell (1 to 512 pixels).
    public init?(width: Int, height: Int) {
        guard (1...512).contains(width), (1...512).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    private init(checkedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What a terminal that says nothing about its cells most likely has.
    public static let common = CellSize(checkedWidth: 10, height: 20)
}

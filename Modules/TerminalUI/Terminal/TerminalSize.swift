import Glibc

/// Rows and columns of a terminal.
public struct TerminalSize: Sendable, Equatable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal behind `descriptor` (ioctl `TIOCGWINSZ`), or nil when it is not one.
    public static func of(descriptor: Int32) -> TerminalSize? {
        window(descriptor).map { TerminalSize(columns: Int($0.ws_col), rows: Int($0.ws_row)) }
    }

    /// A cell's width and height in pixels, from the window's size in pixels, where the terminal
    /// fills it in (many leave it 0); for pictures sized to their cells.
    public static func cellPixels(descriptor: Int32) -> (width: Int, height: Int)? {
        guard let size = window(descriptor), size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
    }

    private static func window(_ descriptor: Int32) -> winsize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return size
    }
}

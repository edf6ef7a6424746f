/// The escape sequences the terminal UI writes, named.
///
/// Only widely supported ECMA-48 and xterm sequences: cursor position,
/// erase, SGR, the alternate screen and cursor visibility.
public enum ANSI {
    public static let escape = "\u{1B}["
    public static let reset = "\u{1B}[0m"
    /// Moves to a 0-based row and column.
    public static func moveTo(row: Int, column: Int = 0) -> String { "\u{1B}[\(row + 1);\(column + 1)H" }
    public static let clearScreen = "\u{1B}[2J"
    public static let clearToEndOfLine = "\u{1B}[K"
    public static let home = "\u{1B}[H"
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"
    /// Turns off line wrapping so a line that is one column too wide never scrolls the screen.
    public static let disableAutowrap = "\u{1B}[?7l"
    public static let enableAutowrap = "\u{1B}[?7h"
}

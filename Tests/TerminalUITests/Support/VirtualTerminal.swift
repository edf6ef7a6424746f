import Synchronization
import TerminalUI

/// A fake terminal for the app: it interprets the escape sequences the app
/// writes (cursor moves, erase, SGR) into rows of text, so tests check what
/// a user would actually see, and it counts what was written.
final class VirtualTerminal: TerminalOutput {
    private struct State {
        var size: TerminalSize
        var rows: [String]
        var cursorRow = 0
        var writes: [String] = []
    }

    private let state: Mutex<State>

    init(columns: Int = 80, rows: Int = 24) {
        state = Mutex(State(size: TerminalSize(columns: columns, rows: rows), rows: Array(repeating: "", count: rows)))
    }

    func size() -> TerminalSize { state.withLock { $0.size } }

    func resize(columns: Int, rows: Int) {
        state.withLock { $0.size = TerminalSize(columns: columns, rows: rows) }
    }

    var writes: [String] { state.withLock { $0.writes } }
    var screen: [String] { state.withLock { $0.rows.map { $0.trimmingTrailingSpaces } } }
    var text: String { screen.joined(separator: "\n") }

    func write(_ text: String) {
        state.withLock { state in
            state.writes.append(text)
            var scalars = Array(text.unicodeScalars)
            var index = 0
            func put(_ scalar: Unicode.Scalar) {
                while state.rows.count <= state.cursorRow { state.rows.append("") }
                state.rows[state.cursorRow].unicodeScalars.append(scalar)
            }
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "]" {
                    // An operating-system command (the clipboard's OSC 52): nothing on screen.
                    var end = index + 2
                    while end < scalars.count, scalars[end] != "\u{07}" { end += 1 }
                    index = end + 1
                    continue
                }
                guard scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else {
                    put(scalar)
                    index += 1
                    continue
                }
                var end = index + 2
                while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                guard end < scalars.count else { break }
                let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                switch scalars[end] {
                case "H":
                    let row = Int(parameters.split(separator: ";").first ?? "1") ?? 1
                    state.cursorRow = max(0, row - 1)
                    while state.rows.count <= state.cursorRow { state.rows.append("") }
                    state.rows[state.cursorRow] = ""
                case "J":
                    state.rows = Array(repeating: "", count: state.size.rows)
                default:
                    break  // SGR, erase to end of line (rows are rewritten whole), modes
                }
                index = end + 1
            }
            scalars.removeAll()
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var view = Substring(self)
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}

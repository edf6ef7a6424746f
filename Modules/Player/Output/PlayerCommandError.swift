/// A player command line that cannot be used as written: shown before the
/// client starts, naming where the line came from and what is wrong with it.
///
/// ```
/// --player-command "mpv 'My Song": the ' at column 5 is never closed
/// ```
public struct PlayerCommandError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Error, Sendable, Equatable {
        /// A quote opened at this column (1-based) is never closed.
        case unclosedQuote(Character, column: Int)
        /// The line ends with a `\` that has nothing to keep.
        case danglingBackslash
        /// The first word is empty (`"" -q`): there is no program to run.
        case emptyProgram
    }

    public let source: PlayerOutputChoice.Source
    public let line: String
    public let problem: Problem

    init(source: PlayerOutputChoice.Source, line: String, problem: Problem) {
        self.source = source
        self.line = line
        self.problem = problem
    }

    public var description: String {
        let what: String
        switch problem {
        case .unclosedQuote(let quote, let column): what = "the \(quote) at column \(column) is never closed"
        case .danglingBackslash: what = "it ends with a \\ that escapes nothing"
        case .emptyProgram: what = "the program's name is empty"
        }
        return "\(source) \"\(line)\": \(what)"
    }
}

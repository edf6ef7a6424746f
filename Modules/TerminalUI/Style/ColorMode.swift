/// Whether output carries ANSI styling: `--color auto|always|never`.
///
/// `auto` styles only a terminal, and honours the `NO_COLOR` convention
/// (no-color.org: any non-empty value turns colour off) and `TERM=dumb`;
/// an explicit `always` or `never` wins over both, as the convention allows
/// for a command-line flag.
public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never

    /// Decides for one output stream.
    /// - Parameters:
    ///   - isTerminal: whether the stream is a TTY.
    ///   - environment: reads a variable (`NO_COLOR`, `TERM`); injectable for tests.
    public func usesColor(isTerminal: Bool, environment: (String) -> String?) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            guard isTerminal else { return false }
            if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
            if environment("TERM") == "dumb" { return false }
            return true
        }
    }
}

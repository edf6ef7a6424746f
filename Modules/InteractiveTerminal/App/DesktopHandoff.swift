import ChildProcess
import Glibc
import TerminalUI

/// What a terminal client hands to the desktop around it: a link to the
/// browser (`$BROWSER`, else `xdg-open`), and shared text to the clipboard
/// through the terminal (OSC 52, where the terminal allows it).
///
/// The session has already checked a link against the URL policy (https, or
/// http on this machine) before it gets here.
public struct DesktopHandoff: Sendable {
    /// Reads an environment variable (`BROWSER`, `PATH`); injectable for tests.
    let environment: @Sendable (String) -> String?

    public init(environment: @escaping @Sendable (String) -> String? = Environment.value) {
        self.environment = environment
    }

    /// What became of a link.
    public enum Opened: Sendable, Equatable {
        /// Handed to this program (its name, for the message).
        case opened(with: String)
        /// No browser here (no `$BROWSER`, no `xdg-open`): the link is for the person to copy.
        case noBrowser
        /// The browser command could not be started.
        case failed(String)
    }

    /// The browser command for `url`: the first of `$BROWSER`'s `:`-separated
    /// commands (`%s` replaced by the link, else the link added), else
    /// `xdg-open` when it is on `PATH`; nil when there is neither.
    func command(for url: String) -> [String]? {
        if let browsers = environment("BROWSER"), let first = browsers.split(separator: ":").first {
            var words = first.split(separator: " ").map(String.init)
            if words.contains(where: { Self.replacingPlaceholder(in: $0, with: "") != $0 }) {
                words = words.map { Self.replacingPlaceholder(in: $0, with: url) }
            } else {
                words.append(url)
            }
            return words.isEmpty ? nil : words
        }
        return ChildProcess.isOnPath("xdg-open", path: environment("PATH")) ? ["xdg-open", url] : nil
    }

    /// `word` with each `%s` replaced by `url` (by hand: the clip links no string-processing module).
    static func replacingPlaceholder(in word: String, with url: String) -> String {
        var result = ""
        var characters = word[...]
        while let first = characters.first {
            if first == "%", characters.dropFirst().first == "s" {
                result += url
                characters = characters.dropFirst(2)
            } else {
                result.append(first)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// Hands `url` to the browser, which runs on without this program
    /// (started through `sh -c '… &'`, so a browser that stays open never holds the client).
    public func open(_ url: String) -> Opened {
        guard let command = command(for: url) else { return .noBrowser }
        let program = command[0]
        guard program.contains("/") ? access(program, X_OK) == 0 : ChildProcess.isOnPath(program, path: environment("PATH")) else {
            return .failed("\(program) is not a program this client can start")
        }
        do throws(ChildProcess.Failure) {
            let shell = try ChildProcess.spawn(["/bin/sh", "-c", "\"$0\" \"$@\" >/dev/null 2>&1 </dev/null &"] + command,
                                               executablePath: "/bin/sh")
            let status = ChildProcess.wait(shell)
            return status == 0 ? .opened(with: program) : .failed("the shell starting \(program) ended with \(status)")
        } catch {
            return .failed("\(error)")
        }
    }

    /// OSC 52: asks the terminal to put `text` on the system clipboard. A
    /// terminal that does not allow it ignores the sequence; nothing is drawn.
    public static func clipboardSequence(_ text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    }
}

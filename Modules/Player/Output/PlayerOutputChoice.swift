/// Which output a client plays through: the clock (no sound) or a player
/// command the user configured, decided once when the client starts.
///
/// The command comes from an option (`--player-command` in `sdui open`),
/// else from `SDUI_PLAYER_COMMAND`; the option wins, even when empty, so a
/// user can turn a command in their environment off for one run. Empty or
/// blank means the clock. A command whose program is not found still makes
/// a choice (see `PlayerCommand`): the client starts, and the first play
/// says what is missing. Only a line that cannot be split is an error,
/// since that is a typing mistake better shown before the client starts.
///
/// ```swift
/// let choice = try PlayerOutputChoice.resolve(option: playerCommand, environment: environment)
/// let player = Player(output: choice.makeOutput(loadAudio: loader))
/// ```
public enum PlayerOutputChoice: Sendable, Equatable {
    /// Position follows the clock; nothing is heard.
    case clock
    /// The track's audio goes to this command's standard input.
    case command(PlayerCommand)

    /// The option's name, as messages quote it.
    public static let optionName = "--player-command"
    /// The environment variable read when the option is not given.
    public static let environmentVariable = "SDUI_PLAYER_COMMAND"

    /// Where a command line came from, for messages.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        case option, environment

        public var description: String {
            switch self {
            case .option: return PlayerOutputChoice.optionName
            case .environment: return PlayerOutputChoice.environmentVariable
            }
        }
    }

    /// Decides the output.
    /// - Parameters:
    ///   - option: the option's value; nil when it was not given.
    ///   - environment: the process's environment (`SDUI_PLAYER_COMMAND`, and `PATH` to find the program).
    ///   - workingDirectory: what a relative program path is relative to; nil: the process's.
    /// - Throws: `PlayerCommandError` when the line cannot be split (an unclosed quote, say).
    public static func resolve(option: String?, environment: [String: String],
                               workingDirectory: String? = nil) throws(PlayerCommandError) -> PlayerOutputChoice {
        let (line, source): (String?, Source) = option != nil ? (option, .option) : (environment[environmentVariable], .environment)
        guard let line else { return .clock }
        let words: [String]
        switch PlayerCommandLine.words(line) {
        case .success(let split): words = split
        case .failure(let problem): throw PlayerCommandError(source: source, line: line, problem: problem)
        }
        guard let program = words.first else { return .clock }
        guard !program.isEmpty else {
            throw PlayerCommandError(source: source, line: line, problem: .emptyProgram)
        }
        let text = trimmed(line)
        let lookup = ExecutableLookup.find(program, path: environment["PATH"],
                                           workingDirectory: workingDirectory ?? ExecutableLookup.currentDirectory())
        switch lookup {
        case .found(let file):
            return .command(PlayerCommand(words: words, text: text, executablePath: file, missingReason: nil))
        case .notOnPath:
            let reason = "the player command '\(program)' was not found on PATH; install it, or change \(source) "
                + "(empty plays without sound)"
            return .command(PlayerCommand(words: words, text: text, executablePath: nil, missingReason: reason))
        case .unusable(let why):
            let reason = "the player command '\(program)' \(why); change \(source) (empty plays without sound)"
            return .command(PlayerCommand(words: words, text: text, executablePath: nil, missingReason: reason))
        }
    }

    /// The output for this choice.
    /// - Parameter loadAudio: fetches a track's audio for a command (nil: the stand-in tone); unused by the clock.
    public func makeOutput(time: any TimeSource = SystemTimeSource(),
                           loadAudio: @escaping ExternalCommandOutput.AudioLoader) -> any AudioOutput {
        switch self {
        case .clock: return ClockOutput(time: time)
        case .command(let command): return ExternalCommandOutput(command: command, time: time, loadAudio: loadAudio)
        }
    }

    private static func trimmed(_ line: String) -> String {
        var view = Substring(line)
        while let first = view.first, first.isWhitespace { view = view.dropFirst() }
        while let last = view.last, last.isWhitespace { view = view.dropLast() }
        return String(view)
    }
}

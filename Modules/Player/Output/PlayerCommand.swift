/// A player command the user configured, split into words, with where its
/// program was found.
///
/// A program that is not found does not stop the client from starting:
/// `ExternalCommandOutput` reports `missingReason` when a track is first
/// played (playback stops with that message, the client keeps running), and
/// still tries to start the command in case it was installed since.
public struct PlayerCommand: Sendable, Equatable {
    /// The program and its arguments; never empty.
    public let words: [String]
    /// As the user wrote it (trimmed), for messages.
    public let text: String
    /// The program's file (absolute, or as written when it contains a `/`); nil when not found.
    public let executablePath: String?
    /// Why the program cannot be run, in words for the user; nil when it was found.
    public let missingReason: String?

    public init(words: [String], text: String, executablePath: String?, missingReason: String?) {
        self.words = words
        self.text = text
        self.executablePath = executablePath
        self.missingReason = missingReason
    }

    /// The program's name as written: `mpv`, `./play`.
    public var program: String { words.first ?? "" }
}

/// Why a content file was not loaded: which file, where in it, and what is wrong.
public struct ContentProblem: Sendable, Equatable, CustomStringConvertible {
    /// Relative to the content folder, such as `screens/home.json`.
    public let file: String
    /// JSON path in the file, such as `sections[0].components[2].action`; `$` for the whole document.
    public let path: String
    public let reason: String

    public init(file: String, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(file) at \(path): \(reason)" }
}

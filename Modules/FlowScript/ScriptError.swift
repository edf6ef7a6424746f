/// A script that cannot be read: which line, and why.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public let source: String
    public let line: Int
    public let reason: String

    public init(source: String, line: Int, reason: String) {
        self.source = source
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(source):\(line): \(reason)" }
}

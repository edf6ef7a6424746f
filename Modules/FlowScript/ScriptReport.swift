/// How a script run ended.
public struct ScriptReport: Sendable, Equatable {
    /// Steps that ran successfully.
    public var stepsPassed: Int
    /// The first failure: its line and why; nil when every step passed.
    public var failure: Failure?

    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var step: String
        public var reason: String
        /// The screen as rendered when the step failed.
        public var screen: String

        public var description: String { "line \(line) (\(step)): \(reason)" }
    }

    public var passed: Bool { failure == nil }
}

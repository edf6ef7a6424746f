/// A `pattern` this client cannot use, with where and why.
///
/// Raised for syntax errors and for regular-expression features outside
/// the supported subset (see `TextPattern`), so a server developer learns
/// exactly which part to rewrite instead of the client guessing.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    /// Offset in Unicode scalars where the problem starts.
    public let position: Int
    public let reason: String

    public init(pattern: String, position: Int, reason: String) {
        self.pattern = pattern
        self.position = position
        self.reason = reason
    }

    public var description: String {
        "the pattern '\(pattern)' cannot be used (at character \(position + 1)): \(reason)"
    }
}

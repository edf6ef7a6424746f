/// The database cannot be reached (down, restarting, unreachable, or not
/// answering within the engine's deadline).
///
/// Engines throw it instead of their own connection errors, so the server
/// answers 503 with `Retry-After` at once, rather than a 500 after a long
/// wait: a client (or a load balancer) then knows to try again shortly.
public struct StorageUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// For the log; the client is told only that storage is unavailable.
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { "storage unavailable: \(reason)" }
}

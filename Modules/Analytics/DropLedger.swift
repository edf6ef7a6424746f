/// Events the queue lost and has not yet reported to the server.
///
/// Kept in the queue's file (not in memory), so a loss is reported even
/// when the process ends before the queue has room again.
public struct DropLedger: Sendable, Equatable {
    /// Oldest events dropped because the queue was at its cap.
    public var queueFull: Int
    /// Events the server refused for good (a 4xx that retrying cannot fix).
    public var rejected: Int
    public var firstDroppedAt: Int64?
    public var lastDroppedAt: Int64?

    public init(queueFull: Int = 0, rejected: Int = 0, firstDroppedAt: Int64? = nil, lastDroppedAt: Int64? = nil) {
        self.queueFull = queueFull
        self.rejected = rejected
        self.firstDroppedAt = firstDroppedAt
        self.lastDroppedAt = lastDroppedAt
    }

    public var total: Int { queueFull + rejected }
}

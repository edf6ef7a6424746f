/// What appending one event did to the queue.
public struct AppendResult: Sendable, Equatable {
    /// Events waiting after the append.
    public let pending: Int
    /// Oldest events dropped to make room (0 unless the queue was full).
    public let dropped: Int

    public init(pending: Int, dropped: Int) {
        self.pending = pending
        self.dropped = dropped
    }
}

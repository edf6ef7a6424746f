/// An event as it waits in the queue, with its position.
///
/// `seq` orders the queue (oldest first) and is what acknowledgement
/// deletes by; the event's own `id` is what the server deduplicates on.
public struct QueuedEvent: Sendable, Equatable {
    public let seq: Int64
    public let event: AnalyticsEvent

    public init(seq: Int64, event: AnalyticsEvent) {
        self.seq = seq
        self.event = event
    }
}

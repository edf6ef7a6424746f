import SDUI
import SDUIStore
import Synchronization

/// Watches a session and records what happens in it as analytics events.
///
/// Each event gets a fresh 128-bit id and a millisecond timestamp and is
/// committed to the `AnalyticsQueue` *before* `observe` returns, so an
/// event the session has reported survives a crash; only then is the
/// uploader told. Session start and end flush at once (sending what a
/// previous run left behind, and what this one recorded). Nothing here
/// throws into the session: problems go to `onNotice`.
public final class AnalyticsObserver: SessionObserver {
    public let queue: AnalyticsQueue
    public let uploader: AnalyticsUploader
    private let mapper: AnalyticsEventMapper
    private let clock: MillisecondClock
    private let onNotice: @Sendable (AnalyticsNotice) -> Void
    /// Every event carries the current session's id; a new one per `sessionStarted`.
    private let sessionID = Mutex(AnalyticsEventID.random())

    public init(queue: AnalyticsQueue, uploader: AnalyticsUploader, mapper: AnalyticsEventMapper = AnalyticsEventMapper(),
                clock: MillisecondClock = .system, onNotice: @escaping @Sendable (AnalyticsNotice) -> Void = { _ in }) {
        self.queue = queue
        self.uploader = uploader
        self.mapper = mapper
        self.clock = clock
        self.onNotice = onNotice
    }

    /// Commits the event for `event` before returning; never throws into the session.
    public func observe(_ event: SessionEvent) async {
        let session = sessionID.withLock { current in
            if event == .sessionStarted { current = AnalyticsEventID.random() }
            return current
        }
        let recorded = mapper.event(for: event, id: AnalyticsEventID.random(), timestamp: clock.now(), sessionID: session)
        await record(recorded, flushNow: event == .sessionStarted || event == .sessionEnded)
    }

    /// Commits an event of the client's own, then nudges the uploader.
    /// - Returns: false when the event could not be stored (reported as `.recordFailed`).
    @discardableResult
    public func record(_ event: AnalyticsEvent, flushNow: Bool = false) async -> Bool {
        let result: AppendResult
        do throws(StoreError) {
            result = try await queue.append(event)
        } catch {
            onNotice(.recordFailed(error))
            return false
        }
        if result.dropped > 0 {
            onNotice(.eventsDropped(count: result.dropped, capacity: queue.capacity))
        }
        if flushNow {
            await uploader.requestFlush()
        } else {
            await uploader.eventRecorded(pending: result.pending)
        }
        return true
    }
}

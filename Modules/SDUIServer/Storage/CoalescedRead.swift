import Synchronization

/// One read shared by every request waiting for it, and never a read that
/// began before a request arrived.
///
/// A reused screen asks the database for its data versions on every request,
/// so that a change made through any instance is seen at once. One query per
/// request holds a reused screen to the database's round trips; here the
/// requests that arrive while a read is in flight wait for the next one,
/// which starts as soon as that read ends and answers all of them. Each
/// answer is therefore at least as new as its request: the same guarantee
/// as a query of its own, with at most two reads per round trip whatever
/// the number of requests.
public final class CoalescedRead<Value: Sendable>: Sendable {
    private typealias Waiter = CheckedContinuation<Value, any Error>
    private struct State {
        var reading = false
        var waiting: [Waiter] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// The result of a read that started after this call did. `read` is the
    /// read to share (every caller passes the same one); it runs on a task of
    /// its own when this call starts the reading.
    public func value(_ read: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { (waiter: Waiter) in
            let starts = state.withLock { state -> Bool in
                state.waiting.append(waiter)
                guard !state.reading else { return false }
                state.reading = true
                return true
            }
            if starts {
                Task { await self.readWhileWaited(read) }
            }
        }
    }

    /// Callers waiting for a read that has not started yet, or for the one in flight (for tests).
    var waiting: Int { state.withLock { $0.waiting.count } }

    /// Reads for the waiters gathered so far, then again for those that came
    /// during that read, until none is left.
    private func readWhileWaited(_ read: @Sendable () async throws -> Value) async {
        while true {
            let batch = state.withLock { state -> [Waiter] in
                let batch = state.waiting
                state.waiting.removeAll(keepingCapacity: true)
                if batch.isEmpty { state.reading = false }
                return batch
            }
            if batch.isEmpty { return }
            let result: Result<Value, any Error>
            do {
                result = .success(try await read())
            } catch {
                result = .failure(error)
            }
            for waiter in batch { waiter.resume(with: result) }
        }
    }
}

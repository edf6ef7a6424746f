import SDUI
import Synchronization

/// A clock that moves only when `advance` is called: sleepers whose
/// deadline is reached then return, in deadline order. Tests and the
/// measurement scripts step time with it; `sleepers` lets them wait until a
/// client has gone back to sleep (its work for the instant is done).
public final class ManualTimerClock: TimerClock {
    private struct Sleeper {
        let deadline: Int
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = 0
        var nextID = 0
        var sleepers: [Sleeper] = []
    }

    private let state = Mutex(State())

    public init() {}

    public func now() -> Int { state.withLock { $0.now } }

    /// The deadlines slept until now, soonest first.
    public var sleepers: [Int] { state.withLock { $0.sleepers.map(\.deadline).sorted() } }

    /// Moves the clock to `instant` (never back) and wakes whoever's deadline came.
    public func advance(to instant: Int) {
        let woken = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    public func advance(by milliseconds: Int) {
        advance(to: now() + milliseconds)
    }

    public func sleep(until deadline: Int) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let ready = state.withLock { state -> Bool in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(deadline: deadline, id: id, continuation: continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }
}

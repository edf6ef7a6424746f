import Synchronization

/// One wait ended by whichever comes first of several events (every picture
/// here, or the time up): later signals do nothing, and a signal before the
/// wait began ends it at once.
final class FirstSignal: Sendable {
    private struct State {
        var fired = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    func fire() {
        let waiter: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard !state.fired else { return nil }
            state.fired = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let fired = state.withLock { state in
                if state.fired { return true }
                state.waiter = continuation
                return false
            }
            if fired { continuation.resume() }
        }
    }
}

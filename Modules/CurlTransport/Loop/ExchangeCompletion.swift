import SDUI
import Synchronization

/// The one place an exchange's outcome is delivered: resumes the waiting
/// task exactly once, whichever comes first of the event loop finishing the
/// transfer and the task being cancelled.
///
/// Cancellation resumes at once (the caller does not wait for the loop); the
/// loop then only has to tear the transfer down.
final class ExchangeCompletion: Sendable {
    typealias Outcome = Result<ExchangeResponse, TransportError>

    /// Identifies the transfer in the loop's tables and in CURLOPT_PRIVATE.
    let id: Int
    /// What `.cancelled` reports.
    let url: String
    private let state = Mutex(State())

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        /// An outcome that arrived before the continuation was installed.
        var early: Outcome?
        var cancelled = false
        var delivered = false
    }

    init(id: Int, url: String) {
        self.id = id
        self.url = url
    }

    var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Stores the continuation; false (with the continuation already
    /// resumed) when the exchange was cancelled or finished before, in which
    /// case it must not be submitted.
    func install(_ continuation: CheckedContinuation<Outcome, Never>) -> Bool {
        let early: Outcome? = state.withLock { state in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early {
            continuation.resume(returning: early)
            return false
        }
        return true
    }

    /// Delivers the loop's result, unless the task was cancelled first.
    func finish(_ outcome: Outcome) {
        deliver(outcome, cancelling: false)
    }

    /// Marks the exchange cancelled and resumes the task with `.cancelled`.
    func cancel() {
        deliver(.failure(.cancelled(url: url)), cancelling: true)
    }

    private func deliver(_ outcome: Outcome, cancelling: Bool) {
        let continuation = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
            if cancelling { state.cancelled = true }
            guard !state.delivered else { return nil }
            state.delivered = true
            guard let continuation = state.continuation else {
                state.early = outcome
                return nil
            }
            state.continuation = nil
            return continuation
        }
        continuation?.resume(returning: outcome)
    }
}

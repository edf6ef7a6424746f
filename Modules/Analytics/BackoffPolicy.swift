/// How long to wait before retrying an upload: exponential backoff with
/// full jitter, capped, and a bounded number of attempts per flush.
///
/// Full jitter (a uniformly random wait between zero and the exponential
/// bound) spreads the retries of many clients after an outage, so a server
/// coming back is not hit by all of them at once. After
/// `maximumAttempts` consecutive failures a flush gives up; the events stay
/// queued and the next trigger (new events, the next session) tries again.
///
/// Wait before retry *n* (1-based): `random(0 ... min(maximumDelay, initialDelay × 2^(n−1)))`.
public struct BackoffPolicy: Sendable, Equatable {
    /// The bound of the first wait.
    public var initialDelay: Duration
    /// No wait is longer than this.
    public var maximumDelay: Duration
    /// Consecutive failures after which a flush gives up (the events stay queued).
    public var maximumAttempts: Int

    public init(initialDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(60), maximumAttempts: Int = 8) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumAttempts = max(1, maximumAttempts)
    }

    /// The upper bound of the wait after `failures` consecutive failures (1-based).
    public func bound(afterFailures failures: Int) -> Duration {
        let exponent = min(max(0, failures - 1), 40)
        let bound = initialDelay * (1 << exponent)
        return bound > maximumDelay || bound < .zero ? maximumDelay : bound
    }

    /// A random wait in `0 ... bound(afterFailures:)`.
    public func delay(afterFailures failures: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let bound = bound(afterFailures: failures)
        let nanoseconds = bound.components.seconds * 1_000_000_000 + bound.components.attoseconds / 1_000_000_000
        guard nanoseconds > 0 else { return .zero }
        return .nanoseconds(Int64.random(in: 0...nanoseconds, using: &generator))
    }
}

/// The time a client's timers (§8.5) run on, in milliseconds from any fixed
/// start: the continuous clock in a client, a test's manual clock
/// (`ManualTimerClock` in SDUITesting), which moves only when told, so
/// a countdown can be stepped exactly.
public protocol TimerClock: Sendable {
    /// Milliseconds since the clock's start.
    func now() -> Int
    /// Returns once the clock reads `deadline` or later; throws `CancellationError` when the task is cancelled.
    func sleep(until deadline: Int) async throws
}

/// The continuous clock (it does not stop while the machine sleeps), in milliseconds since it was made.
public struct ContinuousTimerClock: TimerClock {
    let start = ContinuousClock.now

    public init() {}

    public func now() -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds) * 1_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    public func sleep(until deadline: Int) async throws {
        try await Task.sleep(until: start + .milliseconds(deadline), clock: .continuous)
    }
}

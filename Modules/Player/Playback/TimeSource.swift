/// Monotonic time in seconds, injectable so tests control how time passes.
public protocol TimeSource: Sendable {
    func now() -> Double
}

/// The real monotonic clock.
public struct SystemTimeSource: TimeSource {
    private let origin = ContinuousClock.now

    public init() {}

    public func now() -> Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

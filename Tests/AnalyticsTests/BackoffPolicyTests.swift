import Analytics
import Testing

@Suite("Backoff: exponential, full jitter, bounded")
struct BackoffPolicyTests {
    let policy = BackoffPolicy(initialDelay: .milliseconds(500), maximumDelay: .seconds(60), maximumAttempts: 8)

    @Test func boundsDoubleUpToTheCap() {
        #expect((1...9).map { policy.bound(afterFailures: $0) } == [
            .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(32), .seconds(60), .seconds(60),
        ])
        #expect(policy.bound(afterFailures: 10_000) == .seconds(60))
    }

    @Test func waitsAreUniformlySpreadBetweenZeroAndTheBound() {
        var generator = SystemRandomNumberGenerator()
        let bound = policy.bound(afterFailures: 4)
        let samples = (0..<2000).map { _ in policy.delay(afterFailures: 4, using: &generator) }
        #expect(samples.allSatisfy { $0 >= .zero && $0 <= bound })
        // Full jitter: both ends of the range are used, not just the bound.
        #expect(samples.contains { $0 < bound / 10 })
        #expect(samples.contains { $0 > bound * 9 / 10 })
    }

    @Test func atLeastOneAttempt() {
        #expect(BackoffPolicy(maximumAttempts: 0).maximumAttempts == 1)
    }
}

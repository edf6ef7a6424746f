import Benchmark

/// The configuration every benchmark here shares: malloc counts (checked in
/// CI against `Thresholds/`, deterministic) and wall-clock time (printed only).
public enum AllocationBudget {
    /// A change that adds more than 5% (and at least 2) allocations to a
    /// benchmark fails the check; fewer allocations pass and are reported.
    public static var tolerance: BenchmarkThresholds { BenchmarkThresholds(relative: [.p90: 5.0], absolute: [.p90: 2]) }

    public static var configuration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.mallocCountTotal, .wallClock],
            warmupIterations: 3,
            maxDuration: .seconds(2),
            maxIterations: 200,
            thresholds: [.mallocCountTotal: tolerance]
        )
    }
}

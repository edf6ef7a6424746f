/// Runs a piece of work several times and keeps the median and the best time.
struct Measurement {
    var median: Duration
    var best: Duration

    static func of(iterations: Int, warmUp: Int = 3, _ work: () -> Void) -> Measurement {
        for _ in 0..<warmUp { work() }
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<iterations {
            let start = clock.now
            work()
            times.append(clock.now - start)
        }
        times.sort()
        return Measurement(median: times[times.count / 2], best: times[0])
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        let rounded = (value * 100).rounded() / 100
        return "\(rounded) ms"
    }
}

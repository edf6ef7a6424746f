import Foundation

/// Times of the measured iterations of one phase, and its memory high-water mark.
struct PhaseMeasurement {
    var name: String
    /// Bytes processed per iteration: the input for parsing and decoding, the output for encoding.
    var bytes: Int
    var seconds: [Double]
    /// CPU time of this thread per iteration: steadier than wall time when
    /// other work shares the machine.
    var cpuSeconds: [Double]
    var memory: MemoryUse?

    var medianCPUSeconds: Double {
        let sorted = cpuSeconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var medianCPUMBPerSecond: Double { Double(bytes) / 1e6 / medianCPUSeconds }

    var medianSeconds: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var bestSeconds: Double { seconds.min() ?? .nan }

    /// Throughput in MB/s, with MB = 1,000,000 bytes.
    var medianMBPerSecond: Double { Double(bytes) / 1e6 / medianSeconds }
    var bestMBPerSecond: Double { Double(bytes) / 1e6 / bestSeconds }
}

/// Resident memory around a phase, from `/proc/self/status`.
struct MemoryUse {
    /// RSS when the phase started.
    var startBytes: Int
    /// VmHWM at the end of the phase. It is reset before the phase when the
    /// kernel allows it, so it then covers this phase alone.
    var peakBytes: Int
    /// False when the high-water mark could not be reset and may come from an earlier phase.
    var peakIsPerPhase: Bool

    /// Memory the phase needed on top of what was resident before it.
    var growthBytes: Int { max(0, peakBytes - startBytes) }
}

/// Runs `body` once to warm up, then `iterations` times, timing each run.
///
/// The previous result is released before the next run starts, so a phase's
/// peak memory holds one result, not two. Returns the last result.
///
/// - Parameter size: the bytes one run processes, given its result (the
///   input size when decoding, the output size when encoding).
func measure<Result>(
    _ name: String, iterations: Int, size: (Result) -> Int, _ body: () throws -> Result
) rethrows -> (PhaseMeasurement, Result) {
    ProcessMemory.returnFreedMemory()
    let peakIsPerPhase = ProcessMemory.resetPeak()
    let startBytes = ProcessMemory.read()?.residentBytes

    let clock = ContinuousClock()
    var result: Result? = try body()
    var seconds: [Double] = []
    var cpuSeconds: [Double] = []
    for _ in 0..<iterations {
        result = nil
        let start = clock.now
        let cpuStart = threadCPUSeconds()
        let value = try body()
        let elapsed = clock.now - start
        cpuSeconds.append(threadCPUSeconds() - cpuStart)
        result = value
        seconds.append(elapsed.seconds)
    }

    var memory: MemoryUse?
    if let startBytes, let now = ProcessMemory.read() {
        memory = MemoryUse(startBytes: startBytes, peakBytes: now.peakBytes, peakIsPerPhase: peakIsPerPhase)
    }
    // `result` was assigned by the warm-up run and every iteration after it.
    guard let result else { preconditionFailure("a phase produced no result") }
    let measurement = PhaseMeasurement(name: name, bytes: size(result), seconds: seconds, cpuSeconds: cpuSeconds, memory: memory)
    return (measurement, result)
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// The process's resident memory, as Linux reports it.
enum ProcessMemory {
    struct Reading {
        var residentBytes: Int
        var peakBytes: Int
    }

    /// VmRSS and VmHWM from `/proc/self/status`, or nil where there is no procfs.
    static func read() -> Reading? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        var resident: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { resident = kilobytes(line) }
            if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
        }
        guard let resident, let peak else { return nil }
        return Reading(residentBytes: resident * 1024, peakBytes: peak * 1024)
    }

    /// Resets VmHWM to the current RSS (writing 5 to `clear_refs`, Linux 4.0+).
    ///
    /// Lets each phase report its own peak instead of the largest so far.
    static func resetPeak() -> Bool {
        #if canImport(Glibc)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
        #else
        return false
        #endif
    }

    /// Hands freed heap pages back to the kernel so the next phase starts from a lower RSS.
    ///
    /// glibc's `malloc_trim` is not in the Swift `Glibc` module, so it is looked up by name.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        // A null handle is RTLD_DEFAULT: search the whole process.
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    /// The number in a line such as `VmHWM:\t  123456 kB`.
    private static func kilobytes(_ line: Substring) -> Int? {
        Int(line.drop { $0 != ":" }.filter(\.isNumber))
    }
}

/// CPU seconds this thread has used (CLOCK_THREAD_CPUTIME_ID).
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

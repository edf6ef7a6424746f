import Foundation
import Synchronization

/// Runs the `sdui-store-probe` helper, reads what it reports, and kills it
/// with SIGKILL, the way a crash or the OOM killer would end a client.
///
/// The probe is built with the package (`swift test` builds every product)
/// and sits beside the test binary.
public final class ProbeProcess {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Collects a pipe's bytes from the reading thread; split into lines on demand.
    final class Collector: Sendable {
        private let bytes = Mutex<[UInt8]>([])
        private let ended = Mutex(false)
        func append(_ data: Data) {
            if data.isEmpty { ended.withLock { $0 = true } }
            bytes.withLock { $0.append(contentsOf: data) }
        }
        /// True once the writing end closed and everything was read.
        var isFinished: Bool { ended.withLock { $0 } }
        var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
        /// Complete lines only (a line still being written is left out).
        var lines: [String] {
            bytes.withLock { bytes in
                guard let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
                return bytes[...lastNewline].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                    .dropLast().map { String(decoding: $0, as: UTF8.self) }
            }
        }
    }

    private let process: Process
    private let lines = Collector()
    private let stderrText = Collector()

    /// The probe next to the running test binary.
    public static func probePath() throws -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On Linux the test binary is `<products>/<package>PackageTests.xctest`; elsewhere it may be inside a bundle.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("sdui-store-probe").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Failure(description: "sdui-store-probe was not found beside \(executable); build the package's products first (swift build)")
    }

    public init(arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.probePath())
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        for (pipe, collector) in [(output, lines), (errors, stderrText)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                collector.append(data)
                if data.isEmpty { handle.readabilityHandler = nil }
            }
        }
        try process.run()
    }

    /// Lines the probe printed so far.
    public var output: [String] { lines.lines }

    /// Waits (polling every 10 ms, up to `timeout`) until the probe has
    /// reported `count` committed writes; returns the committed keys.
    public func waitForCommitted(_ count: Int, timeout: Duration = .seconds(120)) async throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let committed = self.committed
            if committed.count >= count { return committed }
            if !process.isRunning {
                let errors = stderrText.text
                throw Failure(description: "the probe exited (\(process.terminationStatus)) after \(committed.count) writes: \(errors)")
            }
            if ContinuousClock.now > deadline {
                throw Failure(description: "the probe reported only \(committed.count) of \(count) writes in \(timeout)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Keys of the `committed <key>` lines so far.
    public var committed: [String] {
        output.compactMap { $0.hasPrefix("committed ") ? String($0.dropFirst("committed ".count)) : nil }
    }

    /// SIGKILLs the probe, waits for it to end and for its output to be
    /// read to the end; true when the signal ended it.
    @discardableResult
    public func kill() async -> Bool {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        // A hang guard, not a measure: on a loaded machine the last lines can take a while to be read.
        let deadline = ContinuousClock.now + .seconds(60)
        while !lines.isFinished && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }
}

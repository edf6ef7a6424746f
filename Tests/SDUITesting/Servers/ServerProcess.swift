import Foundation

/// The built `sdui-server` running as its own process, for what only a
/// process shows: signals, exit status, several instances.
public final class ServerProcess: @unchecked Sendable {
    // @unchecked: `Process` is not Sendable; it is only touched through the
    // methods below, which tests call from one task.
    public let process: Process
    /// `http://127.0.0.1:PORT`, as the server printed it.
    public let baseURL: String
    private let output: Pipe
    /// Where the server's log goes (a file, so a chatty server never blocks on a full pipe), removed with it.
    private let logFolder: TemporaryDirectory
    private var errorFile: String { logFolder.file("server.log") }

    /// Starts the server on a free port and waits for its "listening" line;
    /// `environment` is added to the test process's own.
    public init(arguments: [String] = ["--database", ":memory:"], environment: [String: String] = [:],
                seconds: Double = 30) async throws {
        let program = try BuiltProgram("sdui-server")
        process = Process()
        process.executableURL = program.url
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // No drain after SIGTERM (no balancer is checking it): the tests see the listener close at once.
        // A test that wants one passes its own `--drain-delay`, which wins as the later value.
        process.arguments = ["--port", "0", "--content", Repository.contentDirectory, "--log-level", "error", "--drain-delay", "0"]
            + arguments
        output = Pipe()
        process.standardOutput = output
        let folder = try TemporaryDirectory("sdui-server-log"), log = folder.file("server.log")
        logFolder = folder
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: log) ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        let line: String? = await withCheckedContinuation { continuation in
            Thread {
                var buffer = Data()
                while let byte = try? handle.read(upToCount: 1), !byte.isEmpty {
                    if byte == Data("\n".utf8) { break }
                    buffer.append(byte)
                }
                continuation.resume(returning: String(data: buffer, encoding: .utf8))
            }.start()
        }
        guard let line, let range = line.range(of: "listening on ") else {
            process.terminate()
            throw BuiltProgram.Failure(description: "sdui-server did not say where it listens (printed: \(line ?? "nothing"))")
        }
        baseURL = String(line[range.upperBound...])
    }

    /// What the server logged so far (standard error).
    public var errorOutput: String {
        (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    }

    /// Sends `signal` (SIGTERM by default) to the server.
    public func signal(_ signal: Int32 = SIGTERM) {
        kill(process.processIdentifier, signal)
    }

    /// Whether the server's port is still in the kernel's listening state
    /// (`/proc/net/tcp`, state 0A): false once the server has closed its listener.
    public var isListening: Bool {
        guard let port = Int(baseURL.split(separator: ":").last ?? "") else { return false }
        let local = ":" + String(port, radix: 16, uppercase: true).leftPadded(to: 4)
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            guard let text = Self.readWhole(table) else { continue }
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                if fields.count > 3, fields[1].hasSuffix(local), fields[3] == "0A" { return true }
            }
        }
        return false
    }

    /// A file of /proc read to its end: it reports a size of 0, and Foundation's
    /// `String(contentsOfFile:)` stops after its first page (about 4 KB,
    /// some 27 sockets), so a busy machine's table would lose the server's line.
    static func readWhole(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits until the server no longer listens (after SIGTERM, say); false if it still does after `seconds`.
    public func waitUntilNotListening(seconds: Double = 30) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while isListening, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return !isListening
    }

    /// Waits for the process to end and returns its exit status; kills it after `seconds`.
    public func exitStatus(within seconds: Double = 30) async throws -> Int32 {
        try await BuiltProgram("sdui-server").waitForExit(process, seconds: seconds)
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}

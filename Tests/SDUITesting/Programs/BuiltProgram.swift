import Foundation

/// One of the package's executables, as SwiftPM built it next to the test
/// bundle: end-to-end tests run the real binary a person would run.
public struct BuiltProgram: Sendable {
    /// What one run printed, and how it ended.
    public struct Run: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let name: String
    public let url: URL

    /// The executable `name` beside the running test bundle, unless the environment
    /// names another build of it (`SDUI_PROGRAM_SDUI_CLIP=path` for `sdui-clip`), which
    /// is how `Scripts/check-clip-binary.sh` runs these tests against the clip as it ships;
    /// an error says how to build it.
    public init(_ name: String) throws {
        let variable = Self.overrideVariable(for: name)
        let binary: URL
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            binary = URL(fileURLWithPath: path)
        } else {
            let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            binary = directory.appendingPathComponent(name)
        }
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure(description: "no \(name) at \(binary.path); build it with `swift build --product \(name)` (or set \(variable))")
        }
        self.name = name
        url = binary
    }

    /// `SDUI_PROGRAM_` and the name in capitals, anything but letters and digits as `_`.
    public static func overrideVariable(for name: String) -> String {
        "SDUI_PROGRAM_" + String(name.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Any program on the machine, such as `/bin/bash` for the project's scripts.
    public init(path: String) {
        name = (path as NSString).lastPathComponent
        url = URL(fileURLWithPath: path)
    }

    /// Starts it on `terminal` as a person would run it (stdin, stdout and stderr on the
    /// pseudo-terminal, or stderr to `errors`); the caller types, waits and ends it.
    public func launch(_ arguments: [String], on terminal: PseudoTerminal, environment: [String: String],
                       errors: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let slave = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = errors ?? slave
        try process.run()
        return process
    }

    /// Runs it with stdout and stderr on pipes (so not on a terminal), stdin empty or `input`.
    /// - Parameters:
    ///   - environment: replaces the environment when given (PATH and HOME are kept).
    ///   - input: written to standard input, which is then closed.
    ///   - seconds: how long before the program counts as hung and is killed;
    ///     far above any run's time, since the whole suite starting at once
    ///     has kept even `sdui schema` (0.06 s alone) waiting over 20 s.
    public func run(_ arguments: [String], environment: [String: String]? = nil, input: String? = nil,
                    seconds: Double = 120) async throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment {
            let inherited = ProcessInfo.processInfo.environment
            var merged = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/tmp"]
            merged.merge(environment) { _, given in given }
            process.environment = merged
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let typed = input.map { _ in Pipe() }
        process.standardInput = typed ?? FileHandle.nullDevice
        try process.run()
        if let typed, let input {
            let writer = typed.fileHandleForWriting
            Thread {
                try? writer.write(contentsOf: Data(input.utf8))
                try? writer.close()
            }.start()
        }
        // Read before waiting (a full pipe would block the program), each on a
        // thread of its own: a blocking read on the cooperative pool could take
        // the last thread the in-process server needs to answer this program.
        async let printed = Self.readToEnd(output.fileHandleForReading)
        async let complained = Self.readToEnd(errors.fileHandleForReading)
        try await waitForExit(process, seconds: seconds)
        return Run(status: process.terminationStatus, output: String(decoding: await printed, as: UTF8.self),
                   errors: String(decoding: await complained, as: UTF8.self))
    }

    /// Everything until end of file, read on a dedicated thread.
    private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: handle.readDataToEndOfFile()) }.start()
        }
    }

    /// Waits for `process` without blocking a cooperative thread; kills it after `seconds`.
    public func waitForExit(_ process: Process, seconds: Double) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw Failure(description: "\(name) did not exit within \(seconds) s")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

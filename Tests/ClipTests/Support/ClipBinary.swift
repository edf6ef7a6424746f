import Foundation

/// The `sdui-clip` executable that SwiftPM built next to this test bundle.
enum ClipBinary {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    static func url() throws -> URL {
        let bundleDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let binary = bundleDirectory.appendingPathComponent("sdui-clip")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Missing(description: "no sdui-clip at \(binary.path); build it with `swift build --product sdui-clip`")
        }
        return binary
    }

    /// Runs the clip with stdout and stderr on pipes (the non-interactive mode).
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a full pipe would otherwise block the clip.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        try await waitForExit(process, seconds: 20)
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: complained, as: UTF8.self))
    }

    /// Waits for the process without blocking a cooperative thread; kills it after `seconds`.
    static func waitForExit(_ process: Process, seconds: Double) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw Missing(description: "sdui-clip did not exit within \(seconds) s")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

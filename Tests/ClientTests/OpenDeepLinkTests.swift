import Foundation
import ServerTestSupport
import Testing

/// `sdui open LINK`: the full client opens a deep link the way the clip
/// does (the server resolves it), with every feature of the full client.
@Suite("sdui binary: open a deep link", .serialized)
struct OpenDeepLinkTests {
    /// A terminal without colour, and the client's files in `data` (never the user's own).
    static func environment(_ data: URL) -> [String: String] {
        ["TERM": "xterm-256color", "NO_COLOR": "1", "PATH": "/usr/bin:/bin", "SDUI_DATA_DIR": data.path,
         "SDUI_TOKEN_FILE": data.appendingPathComponent("token.json").path]
    }

    @Test("a tracking link opens that parcel's screen on a terminal; q quits with 0")
    func opensTrackingLink() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let process = try sdui.launch(["open", "https://parcels.example/track/3SABC1234567", "--server", base, "--no-analytics"],
                                          on: terminal, environment: Self.environment(data))
            defer { if process.isRunning { process.terminate() } }

            let opened = await terminal.waitFor("Your Sports Shop")
            #expect(opened, "the parcel behind the link: \(terminal.text.suffix(1500))")
            #expect(terminal.text.contains("3SABC1234567"))
            try await Task.sleep(for: .milliseconds(150))
            terminal.type("q")
            try await sdui.waitForExit(process, seconds: 10)
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("quitting refreshes the widget (the client going to the background): `sdui widget` then shows that copy offline")
    func quittingRefreshesTheWidget() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let server = try RestartableServer(label: "widget-on-quit")
        let base = try await server.start()
        let environment = Self.environment(data)

        // Before: no widget was ever fetched, so without the server there is nothing to show.
        await server.stop()
        let before = try await sdui.run(["widget", "--server", base, "--color", "never"], environment: environment)
        #expect(before.status != 0, "no stored widget yet: \(before.output)")
        _ = try await server.start()

        let terminal = try PseudoTerminal(rows: 40, columns: 100)
        let process = try sdui.launch(["open", "--server", base, "--no-analytics"], on: terminal, environment: environment)
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("Welcome"), "the home screen: \(terminal.text.suffix(1000))")
        try await Task.sleep(for: .milliseconds(150))
        terminal.type("q")
        try await sdui.waitForExit(process, seconds: 10)
        #expect(process.terminationStatus == 0)

        await server.stop()
        let after = try await sdui.run(["widget", "--server", base, "--color", "never"], environment: environment)
        #expect(after.status == 0, "stderr: \(after.errors)")
        #expect(after.output.contains("Parcels · offline"), "\(after.output)")
        #expect(after.output.contains("Log in to follow your parcels here"), "\(after.output)")
    }

    @Test("a link with --path, or a server given twice, is a usage error that names the conflict")
    func conflictingArguments() async throws {
        let sdui = try BuiltProgram("sdui")
        let withPath = try await sdui.run(["open", "https://parcels.example/track/3SABC1234567", "--path", "home"])
        #expect(withPath.status != 0)
        #expect(withPath.errors.contains("--path home cannot be combined with a deep link"), "\(withPath.errors)")

        let twice = try await sdui.run(["open", "http://127.0.0.1:9", "--server", "http://127.0.0.1:10"])
        #expect(twice.status != 0)
        #expect(twice.errors.contains("give the server once"), "\(twice.errors)")

        let notAURL = try await sdui.run(["open", "parcels please"])
        #expect(notAURL.status != 0)
        #expect(notAURL.errors.contains("'parcels please' is not a URL"), "\(notAURL.errors)")
    }
}

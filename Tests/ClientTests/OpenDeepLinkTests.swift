import Foundation
import SDUITesting
import Testing

/// `sdui open LINK`: the full client opens a deep link the way the clip
/// does (the server resolves it), with every feature of the full client.
@Suite("sdui binary: open a deep link", .serialized)
struct OpenDeepLinkTests {
    /// A terminal without colour, and the client's files in `data` (never the user's own).
    static func environment(_ data: URL) -> [String: String] {
        ClientEnvironment.make(data, ["NO_COLOR": "1"])
    }

    static let trackingLink = "https://parcels.example/track/3SABC1234567"

    /// `sdui open` with `trackingLink` on a pseudo-terminal against the live server at `base`,
    /// with the parcel behind the link drawn (or an issue recorded); `body` gets the terminal,
    /// then `q` must end the client with 0.
    static func withTrackingLink(_ link: String = trackingLink,
                                 _ body: @escaping @Sendable (_ base: String, _ terminal: PseudoTerminal) async throws -> Void) async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let process = try sdui.launch(["open", link, "--server", base, "--no-analytics"],
                                          on: terminal, environment: Self.environment(data))
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor("Your Sports Shop"), "the parcel behind the link: \(terminal.text.suffix(1500))")
            try await body(base, terminal)
            terminal.type("q")
            try await sdui.waitForExit(process, seconds: 60)
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("a tracking link opens that parcel's screen on a terminal; q quits with 0")
    func opensTrackingLink() async throws {
        try await Self.withTrackingLink { _, terminal in
            #expect(terminal.text.contains("3SABC1234567"))
        }
    }

    @Test("an app link (sdui://, as a widget's footer and the desktop hand it over) opens like its https twin")
    func opensAppLink() async throws {
        try await Self.withTrackingLink("sdui://parcels.example/track/3SABC1234567") { _, terminal in
            #expect(terminal.text.contains("3SABC1234567"))
        }
    }

    @Test("a screen opened from its link refreshes by its own path (r), not by the link")
    func refreshAfterDeepLink() async throws {
        try await Self.withTrackingLink { base, terminal in
            let before = try await PrometheusSample.screenRequests(at: base, status: 200, seconds: 0)
            let mark = terminal.received.count
            terminal.type("r")
            #expect(try await PrometheusSample.screenRequests(at: base, status: 200, reaching: before + 1) == before + 1,
                    "the refresh asked for parcels/3SABC1234567")
            #expect(try await PrometheusSample.screenRequests(at: base, status: 400, seconds: 0) == 0, "never the link as a path")
            #expect(!terminal.text(after: mark).contains("Could not refresh"), "\(terminal.text.suffix(800))")
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
        #expect(before.status == 1, "no stored widget yet: \(before.output)")
        #expect(before.output.contains("The widget could not be loaded from"), "the error widget: \(before.output)")
        #expect(before.output.contains("No good copy yet on this computer."), "\(before.output)")
        #expect(!before.errors.contains("Error:"), "drawn as a widget, not a command-line error: \(before.errors)")
        _ = try await server.start()

        let terminal = try PseudoTerminal(rows: 40, columns: 100)
        let process = try sdui.launch(["open", "--server", base, "--no-analytics"], on: terminal, environment: environment)
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("Welcome"), "the home screen: \(terminal.text.suffix(1000))")
        terminal.type("q")
        try await sdui.waitForExit(process, seconds: 60)
        #expect(process.terminationStatus == 0)

        await server.stop()
        let after = try await sdui.run(["widget", "--server", base, "--color", "never"], environment: environment)
        #expect(after.status == 0, "stderr: \(after.errors)")
        #expect(after.output.contains("Parcels · offline"), "\(after.output)")
        #expect(after.output.contains("Log in to follow your parcels here"), "\(after.output)")
        #expect(after.output.contains("Showing the copy kept from an earlier run."), "\(after.output)")
    }

    @Test("a widget answer that is an error (here 410 for an API version the server does not have) is drawn as the error widget with the server's reason")
    func errorAnswerIsTheErrorWidget() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run { base in
            let run = try await sdui.run(["widget", "--server", base, "--api-version", "3", "--color", "never"],
                                         environment: Self.environment(data))
            #expect(run.status == 1)
            #expect(run.output.contains("The widget could not be loaded from"), "\(run.output)")
            #expect(run.output.contains("410"), "the reason names the answer: \(run.output)")
            #expect(run.output.contains("No good copy yet on this computer."), "\(run.output)")
            #expect(!run.errors.contains("Error:"), "\(run.errors)")
        }
    }

    @Test("Ctrl-Z refreshes the widget before going to the background, and the screen comes back after SIGCONT")
    func suspendRefreshesTheWidget() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let server = try RestartableServer(label: "widget-on-suspend")
        let base = try await server.start()
        let environment = Self.environment(data)

        let terminal = try PseudoTerminal(rows: 40, columns: 100)
        let process = try sdui.launch(["open", "--server", base, "--no-analytics"], on: terminal, environment: environment)
        defer { if process.isRunning { kill(process.processIdentifier, SIGCONT); process.terminate() } }
        #expect(await terminal.waitFor("Welcome"), "the home screen: \(terminal.text.suffix(1000))")
        terminal.type("\u{1A}")
        // The shell's screen comes back (the alternate screen is left) once the widget is in.
        let left = await terminal.waitFor(bytes: Array("\u{1B}[?1049l".utf8))
        #expect(left != nil, "the alternate screen was not left")
        // Stopped (a job-control shell would now print its prompt) or, where the kernel
        // discards the stop for an orphaned process group, carrying on (the alternate screen
        // entered again); either way the widget was refreshed before: with the server gone,
        // `sdui widget` has a copy. Waited for as one of the two, not for a stop within a
        // fixed time: a loaded machine can stop the client later, and then only SIGCONT resumes it.
        let stopped = await Self.waitUntilStoppedOrBack(process.processIdentifier, on: terminal, after: left ?? 0)
        await server.stop()
        let widget = try await sdui.run(["widget", "--server", base, "--color", "never"], environment: environment)
        #expect(widget.status == 0, "stderr: \(widget.errors)")
        #expect(widget.output.contains("Parcels · offline"), "\(widget.output)")

        if stopped { kill(process.processIdentifier, SIGCONT) }
        #expect(await terminal.waitFor("Welcome", after: left ?? 0),
                "redrawn after \(stopped ? "SIGCONT" : "the discarded stop"): \(terminal.text.suffix(500))")
        terminal.type("q")
        try await sdui.waitForExit(process, seconds: 60)
        #expect(process.terminationStatus == 0)
    }

    /// Waits until process `pid` is in the stopped state (`T` in /proc), true, or has entered the
    /// alternate screen again after byte `mark` of `terminal`'s output (its stop was discarded), false.
    static func waitUntilStoppedOrBack(_ pid: Int32, on terminal: PseudoTerminal, after mark: Int) async -> Bool {
        let entered = Array("\u{1B}[?1049h".utf8)
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
               let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return true }
            terminal.drain()
            let received = terminal.received
            if received.count > mark, received[mark...].firstRange(of: entered) != nil { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    @Test("with no server running, the failed screen says how to start one; q still quits")
    func noServerSaysHowToStartOne() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let port = ClosedLoopbackPort.pick()

        // Wide enough for the help to stay on one line.
        let terminal = try PseudoTerminal(rows: 40, columns: 260)
        let process = try sdui.launch(["open", "--server", "http://127.0.0.1:\(port)", "--no-analytics"], on: terminal,
                                      environment: Self.environment(data))
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("swift run sdui-server --port \(port)"), "\(terminal.text.suffix(1500))")
        #expect(terminal.text.contains("Scripts/demo.sh"))
        #expect(terminal.text.contains("Could not load this screen"))
        terminal.type("q")
        try await sdui.waitForExit(process, seconds: 60)
        #expect(process.terminationStatus == 0)
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

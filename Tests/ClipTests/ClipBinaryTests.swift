import Foundation
import SDUITesting
import Testing

/// The built `sdui-clip` binary against the real reference server on
/// loopback: what a person who scanned a tag would see.
@Suite("sdui-clip binary", .serialized)
struct ClipBinaryTests {
    static let scanAndGo = "https://parcels.example/scan-and-go?location=AMS-01"

    @Test("not on a terminal: the linked screen is printed and the clip exits 0")
    func printsFirstScreen() async throws {
        let result = try await LiveServer.run { base in
            try await BuiltProgram("sdui-clip").run([Self.scanAndGo, "--server", base, "--width", "60"])
        }
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(result.output.contains("Amsterdam Centraal"))
        #expect(result.output.contains("Parcel barcode"))
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 60 }, "--width 60 is respected")
        #expect(!result.output.contains("\u{1B}["), "no escape sequences into a pipe")
    }

    @Test("a link off the built-in allow-list is refused before any request, exit 3")
    func refusedByClip() async throws {
        // No server runs on port 9: a request would fail differently (exit 1).
        let result = try await BuiltProgram("sdui-clip").run(["https://parcels.example@evil.example/scan-and-go", "--server", "http://127.0.0.1:9"])
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("sdui-clip: "))
        #expect(result.errors.contains("parcels.example@evil.example"), "the refusal names the link: \(result.errors)")
    }

    @Test("a link the clip allows but the server refuses: the server's reason, exit 1")
    func refusedByServer() async throws {
        let result = try await LiveServer.run { base in
            try await BuiltProgram("sdui-clip").run(["https://parcels.example/scan-and-go?location=NOWHERE", "--server", base])
        }
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("403"), "stderr: \(result.errors)")
        #expect(result.errors.contains("cannot be opened"), "stderr: \(result.errors)")
    }

    @Test("no server: a typed error naming the URL, exit 1, no crash")
    func noServer() async throws {
        let result = try await BuiltProgram("sdui-clip").run([Self.scanAndGo, "--server", "http://127.0.0.1:9"])
        #expect(result.status == 1)
        #expect(result.errors.contains("127.0.0.1:9"), "stderr: \(result.errors)")
    }

    /// A PNG of a QR code holding `text`, drawn by Debian's `qrencode` (installed by `Scripts/setup.sh`);
    /// waited for off the cooperative threads, which a blocking wait would take from the tests beside it.
    static func qrPicture(_ text: String, in folder: URL) async throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/qrencode") else { return nil }
        let file = folder.appendingPathComponent("qr-\(UUID().uuidString).png").path
        let run = try await BuiltProgram(path: "/usr/bin/qrencode").run(["-s", "6", "-m", "4", "-o", file, text])
        return run.status == 0 ? file : nil
    }

    @Test("--qr: the link is read from a photo of a QR code; an off-list link is refused, a picture without one says so",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/qrencode"), "qrencode is missing: run Scripts/setup.sh"))
    func opensFromAQRCode() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clip-qr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let allowed = try #require(try await Self.qrPicture(Self.scanAndGo, in: folder), "qrencode made no picture")
        let hostile = try #require(try await Self.qrPicture("https://parcels.example@evil.example/scan-and-go", in: folder),
                                   "qrencode made no picture")
        let opened = try await LiveServer.run { base in
            try await BuiltProgram("sdui-clip").run(["--qr", allowed, "--server", base, "--width", "60"])
        }
        #expect(opened.status == 0, "stderr: \(opened.errors)")
        #expect(opened.output.contains("Amsterdam Centraal"), "\(opened.output)")

        let refused = try await BuiltProgram("sdui-clip").run(["--qr", hostile, "--server", "http://127.0.0.1:9"])
        #expect(refused.status == 3, "stderr: \(refused.errors)")
        #expect(refused.errors.contains("parcels.example@evil.example"), "the refusal names the link: \(refused.errors)")

        // A gray picture with nothing on it (PGM), and a file that is not a picture.
        let blank = folder.appendingPathComponent("blank.pgm")
        try Data(Array("P5 64 64 255\n".utf8) + [UInt8](repeating: 200, count: 64 * 64)).write(to: blank)
        let nothing = try await BuiltProgram("sdui-clip").run(["--qr", blank.path])
        #expect(nothing.status == 2)
        #expect(nothing.errors.contains("no QR code found in \(blank.path)"), "\(nothing.errors)")
        let text = folder.appendingPathComponent("note.txt")
        try Data("not a picture".utf8).write(to: text)
        let unreadable = try await BuiltProgram("sdui-clip").run(["--qr", text.path])
        #expect(unreadable.status == 2)
        #expect(unreadable.errors.contains("note.txt"), "\(unreadable.errors)")
    }

    @Test("bad arguments print the usage, exit 2")
    func usage() async throws {
        let result = try await BuiltProgram("sdui-clip").run(["--width", "5", Self.scanAndGo])
        #expect(result.status == 2)
        #expect(result.errors.contains("--width needs a number from 20 to 1000, not '5'"))
        #expect(result.errors.contains("usage: sdui-clip LINK"))
    }

    /// Against the shipped clip (`check-clip-binary.sh`) this exercises Modules/CClipRuntime;
    /// against a debug build, which links the standard library dynamically, the library's own
    /// argv source (its copy of the symbol is hidden there, so the clip's is unused).
    @Test("arguments reach the clip byte for byte: its own source of argv (Modules/CClipRuntime)")
    func argumentsArriveExactly() async throws {
        // Spaces and non-ASCII: the refusal quotes the value as it was given.
        let value = "sieben é 7  "
        let result = try await BuiltProgram("sdui-clip").run(["--width", value, Self.scanAndGo])
        #expect(result.status == 2)
        #expect(result.errors.contains("not '\(value)'"), "stderr: \(result.errors)")
        // An empty argument is an argument: here a first link, so the second is one too many.
        let empty = try await BuiltProgram("sdui-clip").run(["", Self.scanAndGo, "--server", "http://127.0.0.1:9"])
        #expect(empty.status == 2)
        #expect(empty.errors.contains("only one link can be opened"), "stderr: \(empty.errors)")
    }

    @Test("--plain: the Scan & Go flow by typed lines, for a screen reader, with no escape sequences")
    func plainFlow() async throws {
        let lines = ["Parcel barcode", "3SDEMO0001234", "This is correct", "Evening delivery", "Pay €5.25", "q"]
        let result = try await LiveServer.run { base in
            try await BuiltProgram("sdui-clip").run([Self.scanAndGo, "--server", base, "--plain"],
                                                    input: lines.map { $0 + "\n" }.joined())
        }
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(!result.output.contains("\u{1B}"))
        for expected in ["Screen: Scan & Go", "Question: Scan the barcode on the parcel label", "Screen: Check the address",
                         "Screen: Delivery", "Screen: Pay", "Show this code at the counter"] {
            #expect(result.output.contains(expected), "missing “\(expected)”: \(result.output.suffix(2000))")
        }
    }

    /// The clip with the Scan & Go link on a pseudo-terminal against the live server at `base`,
    /// with the scan screen drawn (or an issue recorded); `body` gets the terminal and says whether
    /// the clip should still be there for `q`, which must then end it with 0.
    static func withScanAndGo(_ body: @escaping @Sendable (_ base: String, _ terminal: PseudoTerminal) async throws -> Bool) async throws {
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let clip = try BuiltProgram("sdui-clip")
            let process = try clip.launch([Self.scanAndGo, "--server", base], on: terminal,
                                          environment: ["TERM": "xterm-256color", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
            defer { if process.isRunning { process.terminate() } }
            let drawn = await terminal.waitFor("Parcel barcode")
            #expect(drawn, "the scan screen: \(terminal.text.suffix(1500))")
            guard drawn, try await body(base, terminal) else { return }
            terminal.type("q")
            try await clip.waitForExit(process, seconds: 60)
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("on a terminal: the whole Scan & Go flow, scan to pickup code, then q quits")
    func scanAndGoFlow() async throws {
        try await Self.withScanAndGo { _, terminal in
            // Each step waits for what the server sends next; "/" searches the screen and
            // focuses the match, Enter activates it, the scan takes a typed code.
            let steps: [(keys: String, expect: String)] = [
                // The scan's dialog itself (its input's placeholder), not just any "Scan" on the screen.
                ("/Parcel barcode\r\r", "image path or code"),
                ("3SDEMO0001234\r", "Grace Hopper"),
                ("/This is correct\r\r", "Insure this parcel"),
                (" ", "[x] Insure"),
                // The pay screen's own header: "Insurance" is on the options screen too (while insured).
                ("/Evening\r\r", "Pay and hand in"),
                ("/Pay\r\r", "Show this code at the counter"),
            ]
            for step in steps {
                terminal.type(step.keys)
                let seen = await terminal.waitFor(step.expect)
                #expect(seen, "after typing \(step.keys.debugDescription) the clip should show '\(step.expect)'; it drew:\n\(terminal.text.suffix(1500))")
                guard seen else { return false }
            }
            return true
        }
    }

    @Test("on a terminal: a screen opened from its link refreshes by its own path (r), not by the link")
    func refreshAfterDeepLink() async throws {
        try await Self.withScanAndGo { base, terminal in
            #expect(try await PrometheusSample.screenRequests(at: base, status: 200, seconds: 0) == 0, "only the link was asked for")
            let mark = terminal.received.count
            terminal.type("r")
            // The refresh reaches the screen's own route (the link resolved to scan-and-go/AMS-01).
            let refreshed = try await PrometheusSample.screenRequests(at: base, status: 200)
            #expect(refreshed == 1, "the refresh asked for the screen")
            #expect(try await PrometheusSample.screenRequests(at: base, status: 400, seconds: 0) == 0, "never the link as a path")
            #expect(!terminal.text(after: mark).contains("Could not refresh"), "\(terminal.text.suffix(800))")
            return true
        }
    }

    /// The shipped clip is linked without unwind tables (`Scripts/build-clip.sh`): Swift's
    /// crash reporter walks frame pointers, so a crash must still walk frames inside the
    /// binary. Only for that build (`Scripts/check-clip-binary.sh` names it): a debug build
    /// keeps libdispatch in a shared library and takes minutes to symbolicate its DWARF.
    @Test("a crash of the shipped clip still prints a backtrace through its own frames",
          .enabled(if: ProcessInfo.processInfo.environment[BuiltProgram.overrideVariable(for: "sdui-clip")] != nil,
                   "runs against the shipped clip: Scripts/check-clip-binary.sh"))
    func crashBacktrace() async throws {
        let helper = try Self.backtraceHelper()
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let clip = try BuiltProgram("sdui-clip")
            // A file, not a pipe: a debug build's report is larger than a pipe holds.
            let reportURL = FileManager.default.temporaryDirectory.appendingPathComponent("clip-crash-\(UUID().uuidString).txt")
            guard FileManager.default.createFile(atPath: reportURL.path, contents: nil) else {
                Issue.record("cannot create \(reportURL.path)")
                return
            }
            defer { try? FileManager.default.removeItem(at: reportURL) }
            let report = try FileHandle(forWritingTo: reportURL)
            defer { try? report.close() }
            let process = try clip.launch([Self.scanAndGo, "--server", base], on: terminal, environment: [
                "TERM": "xterm-256color", "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
                "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,output-to=stderr,swift-backtrace=\(helper)",
            ], errors: report)
            defer { if process.isRunning { process.terminate() } }
            let drawn = await terminal.waitFor("Parcel barcode")
            #expect(drawn, "the clip should draw the screen before it is crashed")
            guard drawn else { return }

            // A signal sent from outside is reported like a fault, but the program may go on
            // afterwards (nothing faults again): wait for the whole report, then end it
            // (up to two minutes: symbolicating on a loaded machine is slow).
            kill(process.processIdentifier, SIGSEGV)
            var text = ""
            for _ in 0..<1_200 where !text.contains("Registers:") {
                try await Task.sleep(for: .milliseconds(100))
                text = String(decoding: (try? Data(contentsOf: reportURL)) ?? Data(), as: UTF8.self)
            }
            process.terminate()
            #expect(text.contains("Program crashed"), "the crash reporter ran: \(text.prefix(1500))")
            // Some thread's walk goes through at least two return addresses inside the binary.
            let threads = text.components(separatedBy: "\nThread ").dropFirst()
            let deepest = threads.map { thread in
                thread.split(separator: "\n").filter { $0.contains("[ra]") && $0.contains(" in \(clip.url.lastPathComponent)") }.count
            }.max() ?? 0
            #expect(deepest >= 2, "frame-pointer walks should reach into the clip: \(text.prefix(2000))")
        }
    }

    /// The toolchain's crash reporter (static build), found beside the `swift` on PATH.
    static func backtraceHelper() throws -> String {
        let search = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in search {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let helper = swift.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("../libexec/swift/linux/swift-backtrace-static").standardizedFileURL
            if FileManager.default.isExecutableFile(atPath: helper.path) { return helper.path }
        }
        throw MissingCrashReporter(description: "no swift-backtrace-static beside the swift on PATH (\(search.joined(separator: ":")))")
    }
}

/// The toolchain's crash reporter is not where the toolchain keeps it.
struct MissingCrashReporter: Error, CustomStringConvertible {
    let description: String
}

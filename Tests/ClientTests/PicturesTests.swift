import Foundation
import ServerTestSupport
import Testing

/// Pictures drawn by the built `sdui` from the real server's own images.
@Suite("sdui binary: pictures", .serialized)
struct PicturesTests {
    static func environment(_ data: URL, colorTerm: String = "truecolor") -> [String: String] {
        ["TERM": "xterm-256color", "COLORTERM": colorTerm, "PATH": "/usr/bin:/bin", "SDUI_DATA_DIR": data.path,
         "SDUI_TOKEN_FILE": data.appendingPathComponent("token.json").path]
    }

    @Test("render draws the server's pictures in 24-bit half blocks; --images never keeps the placeholders")
    func render() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let (drawn, palette, placeholders) = try await LiveServer.run { base in
            let url = "\(base)/v2/screens/scan-and-go/AMS-01"
            return (try await sdui.run(["render", url, "--images", "always", "--color", "always", "--width", "60"], environment: Self.environment(data)),
                    try await sdui.run(["render", url, "--color", "always", "--width", "60"], environment: Self.environment(data, colorTerm: "")),
                    try await sdui.run(["render", url, "--images", "never", "--color", "always", "--width", "60"], environment: Self.environment(data)))
        }
        #expect(drawn.status == 0, "\(drawn.errors)")
        #expect(drawn.output.contains("▀"))
        #expect(drawn.output.contains("38;2;255;98;0"), "the label's PostNL orange, in 24-bit colour")
        #expect(!drawn.output.contains("A parcel label with its barcode"), "the picture replaces its placeholder")
        #expect(palette.output.contains("▀") && palette.output.contains("38;5;"), "TERM=…256color without COLORTERM: xterm's 256")
        #expect(!placeholders.output.contains("▀"))
        #expect(placeholders.output.contains("A parcel label with its barcode"))
    }

    @Test("a picture that cannot be had is named on standard error; the screen is drawn all the same")
    func failure() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try await LiveServer.run { base in
            try await BuiltProgram("sdui").run(["render", "\(base)/v2/screens/music", "--images", "always", "--color", "always"],
                                               environment: Self.environment(data))
        }
        #expect(run.status == 0)
        #expect(run.errors.contains("Picture not shown: cannot connect to https://img.example/"), "\(run.errors)")
        #expect(run.output.contains("Baroque Essentials") || run.output.contains("Playlists"), "\(run.output.prefix(600))")
    }

    @Test("on a terminal the text comes first and the pictures fill in after")
    func fillIn() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let process = try sdui.launch(["open", base, "--no-analytics"], on: terminal, environment: Self.environment(data))
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor("Two apps, one server"), "\(terminal.text.suffix(800))")
            #expect(await terminal.waitFor("▀"), "the concert hall arrives: \(terminal.text.suffix(800))")
            terminal.type("q")
            try await sdui.waitForExit(process, seconds: 10)
            #expect(process.terminationStatus == 0)
        }
    }
}

import Foundation
import SDUITesting
import Testing

/// `sdui render --inspect` against a server started with origins on: every
/// element with its path, capability and the file and line it came from.
@Suite("sdui binary: render --inspect")
struct InspectCommandTests {
    @Test("a content screen's elements name their file and line; an app screen's its builder; a server without origins refuses")
    func inspect() async throws {
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run(debugOrigins: true) { base in
            let home = try await sdui.run(["render", "\(base)/v2/screens/home", "--inspect"])
            #expect(home.status == 0, "\(home.errors)")
            #expect(home.output.contains("$.sections[0].components[0]  imageBanner  id=music-banner  c:imageBanner@1  screens/home.json:"),
                    "\(home.output)")
            let music = try await sdui.run(["render", "\(base)/v2/screens/music", "--inspect"])
            #expect(music.output.contains("MusicApp/MusicApp.swift:") && music.output.contains("(builder)"), "\(music.output)")
        }
        try await LiveServer.run { base in
            let refused = try await sdui.run(["render", "\(base)/v2/screens/home", "--inspect"])
            #expect(refused.status != 0 && refused.errors.contains("--debug-origins"), "\(refused.errors)")
        }
    }

    @Test("the inspect key of sdui open: the focused element's type, path and file line; a server without origins is named as the reason")
    func inspectKey() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        for debugOrigins in [true, false] {
            try await LiveServer.run(debugOrigins: debugOrigins) { base in
                let terminal = try PseudoTerminal(rows: 40, columns: 100)
                let process = try sdui.launch(["open", base, "--path", "home", "--images", "never", "--no-analytics"],
                                              on: terminal, environment: ClientEnvironment.make(data, [:]))
                defer { if process.isRunning { process.terminate() } }
                #expect(await terminal.waitFor("Music: composers"), "\(terminal.text.suffix(800))")
                terminal.type("i")   // the first element has the focus when a screen opens
                #expect(await terminal.waitFor("Inspect music-banner"), "\(terminal.text.suffix(1500))")
                #expect(await terminal.waitFor("JSON path: $.sections[0].components[0]"), "\(terminal.text.suffix(1500))")
                if debugOrigins {
                    #expect(await terminal.waitFor("Origin: screens/home.json:"), "\(terminal.text.suffix(1500))")
                } else {
                    #expect(await terminal.waitFor("No origins: the server answered HTTP 403"), "\(terminal.text.suffix(1500))")
                }
                terminal.type("\r")
                terminal.type("q")
                #expect(await terminal.waitForExit(of: process, seconds: 60))
            }
        }
    }
}

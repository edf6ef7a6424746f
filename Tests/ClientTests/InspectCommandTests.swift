import Foundation
import ServerTestSupport
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
}

import Foundation
import SDUITesting
import Testing

/// Keep for offline through the built `sdui`: a flow keeps the album from its
/// menu and the status line confirms it; with the server stopped, a later
/// process draws the album's cover from the kept bytes (no picture was ever
/// drawn online, so nothing else could have kept it), where an album only
/// seen keeps its placeholder.
@Suite("sdui binary: kept for offline", .serialized)
struct KeepOfflineBinaryTests {
    @Test("kept from the menu in one process, drawn with its cover by another while the server is stopped")
    func keptThenDrawnOffline() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let scripts = try TemporaryDirectory("sdui-keep-offline")
        let flow = scripts.file("keep.sdui")
        try Data("""
            open albums/goldberg-1981
            open albums/brandenburg-1982
            tap "Keep for offline"
            expect message "Kept “Brandenburg Concertos” for offline with 2 pictures (1 of 20 screens,"

            """.utf8).write(to: URL(fileURLWithPath: flow))
        let sdui = try BuiltProgram("sdui")
        let server = try RestartableServer(label: "keep-offline-binary-tests")
        let base = try await server.start()
        let environment = PicturesTests.environment(data)

        let kept = try await sdui.run(["run", flow, "--server", base, "--no-analytics"], environment: environment)
        #expect(kept.status == 0, "stdout: \(kept.output)\nstderr: \(kept.errors)")

        await server.stop()
        let url = "\(base)/v2/screens/albums/brandenburg-1982"
        let offline = try await sdui.run(["render", "--picture-wait", "120", url, "--images", "always", "--color", "always", "--width", "60"],
                                         environment: environment)
        #expect(offline.status == 0, "stderr: \(offline.errors)")
        #expect(offline.output.contains("Brandenburg Concertos"))
        #expect(offline.output.contains("offline"), "the kept copy, marked offline")
        #expect(offline.output.contains("▀"), "the cover, drawn from the kept bytes: \(offline.output)")
        #expect(!offline.errors.contains("Picture not shown"), "\(offline.errors)")

        // Seen in the same flow but not kept: its copy shows, its cover cannot be had.
        let seen = try await sdui.run(["render", "\(base)/v2/screens/albums/goldberg-1981", "--images", "always", "--color", "always",
                                       "--width", "60"], environment: environment)
        #expect(seen.status == 0, "stderr: \(seen.errors)")
        #expect(seen.output.contains("Goldberg"))
        #expect(!seen.output.contains("▀"), "\(seen.output)")
        #expect(seen.errors.contains("Picture not shown"), "\(seen.errors)")
    }
}

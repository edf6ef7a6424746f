import Foundation
import SDUITesting
import Testing

/// Pictures by name in the built `sdui`: Medium's sample as `sdui convert`
/// writes it (`asset:event-banner-1`, …) drawn by `sdui render` with the
/// picture the app ships (`DemoPictures`), the names it does not have kept
/// as placeholders and named on standard error.
@Suite("sdui binary: pictures by name")
struct NamedPicturesTests {
    @Test("the converted Medium sample: event-banner-1 drawn in half blocks in its colours, the other names placeholders said once each")
    func convertedMediumSample() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let directory = try TemporaryDirectory("sdui-named-pictures")
        let converted = directory.file("home.json")
        let sdui = try BuiltProgram("sdui")
        let conversion = try await sdui.run(["convert", "--from", "medium", ConvertCommandTests.fixture("medium-home.json"), "--output", converted])
        #expect(conversion.status == 0, "\(conversion.errors)")
        #expect(conversion.errors.contains("given as `asset:event-banner-1`"), "\(conversion.errors)")
        let environment = PicturesTests.environment(data)
        let drawn = try await sdui.run(["render", "--picture-wait", "120", converted, "--images", "always", "--color", "always", "--width", "60"], environment: environment)
        #expect(drawn.status == 0, "\(drawn.errors)")
        #expect(drawn.output.contains("▀"), "\(drawn.output)")
        #expect(drawn.output.contains("38;2;27;42;74"), "the banner's navy")
        #expect(drawn.output.contains("250;226;150"), "its spotlights")
        #expect(drawn.output.contains("178;34;52"), "its curtain")
        for name in ["event-banner-2", "album-poster-1", "album-poster-2"] {
            let said = "sdui render: Picture not shown: asset:\(name): this client has no picture named '\(name)'"
            #expect(drawn.errors.components(separatedBy: said).count == 2, "said once: \(drawn.errors)")
        }
        #expect(!drawn.errors.contains("event-banner-1"), "\(drawn.errors)")
        #expect(drawn.output.contains("Pop") && drawn.output.contains("Indie"))
        let placeholders = try await sdui.run(["render", converted, "--images", "never", "--color", "always", "--width", "60"], environment: environment)
        #expect(placeholders.status == 0 && !placeholders.output.contains("▀"))
        #expect(placeholders.output.contains("▣ image"), "\(placeholders.output)")
        #expect(placeholders.errors.isEmpty, "without pictures nothing is looked up: \(placeholders.errors)")
    }
}

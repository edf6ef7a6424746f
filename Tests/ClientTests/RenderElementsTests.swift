import Foundation
import SDUITesting
import Testing

/// `sdui render --format json`'s `elements`: what each usable element means, as plain mode reads it.
@Suite("sdui render --format json: the elements")
struct RenderElementsTests {
    @Test("the home screen's elements: id, role as plain mode says it, name and enabled, in reading order")
    func homeElements() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try await BuiltProgram("sdui").run(["render", Repository.contentDirectory + "/screens/home.json", "--format", "json"],
                                                     environment: ClientEnvironment.make(data, ["LANG": "en_GB.UTF-8"]))
        #expect(run.status == 0, "\(run.errors)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let elements = try #require(answer["elements"] as? [[String: Any]])
        #expect(elements.map { "\($0["id"] ?? "") \($0["role"] ?? "") \($0["name"] ?? "") enabled: \($0["enabled"] as? Bool ?? false)" } == [
            "music-banner link Music: composers, albums and playlists enabled: true",
            "parcels-card link Parcels enabled: true",
            "profile link Profile enabled: true",
            "login link Log in enabled: true",
            "about-link link About server-driven UI enabled: true",
        ])
        #expect(answer["screen"] != nil && answer["diagnostics"] != nil, "the decoded screen and diagnostics are still there")
    }
}

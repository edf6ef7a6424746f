import Foundation
import SDUITesting
import Testing

/// `sdui render --format json`'s `elements`: what each usable element means, as plain mode reads it.
/// The home screen's list is recorded in `Recorded/home-elements.txt`.
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
        let lines = elements.map { "\($0["id"] ?? "") \($0["role"] ?? "") \($0["name"] ?? "") enabled: \($0["enabled"] as? Bool ?? false)" }
        #expect(lines.count >= 5 && lines.contains("login link Log in enabled: true"), "\(lines)")
        // Recorded like the server's answers: a link added to the home screen is one SDUI_RECORD_SNAPSHOTS=1 away.
        try GoldenFiles("Tests/ClientTests/Recorded").assert(lines.joined(separator: "\n"), named: "home-elements")
        #expect(answer["screen"] != nil && answer["diagnostics"] != nil, "the decoded screen and diagnostics are still there")
    }
}

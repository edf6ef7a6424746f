import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIServer
import SDUITesting
import Testing

@Suite("Content files")
struct ContentValidationTests {
    /// A copy of the repository's content plus broken files.
    static func brokenContent() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-content-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Copies the folder's files (never writes into the repository's own Content).
        try FileManager.default.copyItem(atPath: TestServer.contentDirectory + "/screens",
                                         toPath: directory.appendingPathComponent("screens").path)
        let screens = directory.appendingPathComponent("screens")
        try """
            {"id": "broken", "sections": [{"components": [
              {"type": "text", "paragraphs": ["fine"]},
              {"type": "sparkles", "id": "oops"}
            ]}]}
            """.write(to: screens.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try "{\"id\": \"bad\", \"sections\": [\n  {\"components\": [}\n]}".write(
            to: screens.appendingPathComponent("bad-json.json"), atomically: true, encoding: .utf8)
        try """
            {"id": "bad-fallback", "sections": [{"components": [
              {"type": "imageBanner", "image": {"url": "https://img.example/x.jpg"}, "fallback": {"type": "button", "label": "No action"}}
            ]}]}
            """.write(to: screens.appendingPathComponent("bad-fallback.json"), atomically: true, encoding: .utf8)
        return directory.path
    }

    @Test("a broken file is reported with file, JSON path and reason; the rest keep serving")
    func brokenFileReported() async throws {
        let content = try Self.brokenContent()
        defer { try? FileManager.default.removeItem(atPath: content) }
        let library = ContentLibrary.load(from: content, factory: TestServer.factory, table: TestServer.table, logger: Logger(label: "test"))
        #expect(library.screens["home"] != nil)
        #expect(library.screens["broken"] == nil)
        #expect(library.problems.contains {
            $0.file == "screens/broken.json" && $0.path == "sections[0].components[1]" && $0.reason.contains("sparkles")
        }, "\(library.problems)")
        #expect(library.problems.contains { $0.file == "screens/bad-json.json" && $0.path == "line 2, column 19" },
                "\(library.problems)")
        #expect(library.problems.contains { $0.file == "screens/bad-fallback.json" && $0.path.hasPrefix("sections[0].components[0].fallback") },
                "\(library.problems)")

        try await TestServer.run(content: content) { client in
            #expect(try await client.get(.screen("home"), version: 1).status == .ok)
            let broken = try await client.get(.screen("broken"), version: 1)
            #expect(broken.status == .internalServerError)
            #expect(try broken.errorCode() == "content_invalid")
            #expect(broken.text.contains("sections[0].components[1]"))
        }
    }

    @Test("the repository's content has no problems")
    func repositoryContentIsClean() {
        let library = ContentLibrary.load(from: TestServer.contentDirectory, factory: TestServer.factory, table: TestServer.table, logger: Logger(label: "test"))
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(Set(library.screens.keys).isSuperset(of: ["home", "login", "offline", "scan-and-go/how-it-works"]))
    }
}

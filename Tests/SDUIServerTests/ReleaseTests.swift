import Foundation
import HummingbirdTesting
import JSON
import Logging
import SDUIServer
import SDUIServerReleases
import SDUITesting
import Testing

/// Releases on one server over SQLite: what validation refuses and where,
/// how channels move (publish, staging, promote, rollback), what an instance
/// serves after following, and what a diff says.
@Suite("Releases")
struct ReleaseTests {
    static let logger = Logger(label: "release-tests") { _ in SwiftLogNoOpLogHandler() }
    static let folder = ContentFiles.read(from: TestServer.contentDirectory)

    /// The folder's files with `file` replaced by `text` (nil removes it).
    static func files(_ changes: [String: String?]) -> ContentFiles {
        var screens = folder.files
        for (file, text) in changes { screens[file] = text.map { Array($0.utf8) } }
        return ContentFiles(files: screens)
    }

    static func retitled(_ title: String) throws -> ContentFiles {
        guard case .object(var home) = try JSONParser().parse(folder.files["screens/home.json"] ?? []) else {
            throw ServerFailure("home.json is not an object")
        }
        home["title"] = .string(title)
        return files(["screens/home.json": String(decoding: try JSONValue.object(home).serialized(), as: UTF8.self)])
    }

    @Test("the folder as it is may be published; each kind of problem is named by file and JSON path")
    func validation() throws {
        let environment = try TestServer.demo()
        #expect(environment.releaseProblems(Self.folder).isEmpty, "\(environment.releaseProblems(Self.folder))")
        let broken = Self.files([
            "screens/home.json": nil,
            "screens/scan-and-go/how-it-works.json": nil,
            "screens/extra.json": "{\"id\": \"extra\", \"sections\": [\n  {\"components\": [}\n]}",
            "screens/latin1.json": "{\"id\": \"x\", \"title\": \"caf\u{E9}\", \"sections\": []}",
            "screens/links.json": """
                {"id": "links", "sections": [{"id": "s", "components": [
                  {"type": "button", "id": "a", "label": "A", "action": {"type": "navigate", "destination": "parcels"}},
                  {"type": "button", "id": "b", "label": "B", "action": {"type": "navigate", "destination": "parcelz"}},
                  {"type": "button", "id": "c", "label": "C", "action": {"type": "navigate", "destination": "https://example.com"}}
                ]}]}
                """,
            "notes.txt": "not a screen",
        ])
        var latin1 = broken.files
        latin1["screens/latin1.json"] = Array("{\"id\": \"x\", \"title\": \"caf".utf8) + [0xE9] + Array("\", \"sections\": []}".utf8)
        let problems = environment.releaseProblems(ContentFiles(files: latin1))
        let shown = problems.map { "\($0.file) \($0.path)" }
        #expect(shown.contains("screens/home.json $"), "no home: \(shown)")
        #expect(shown.contains("screens/scan-and-go/how-it-works.json $"), "the parcels app needs it: \(shown)")
        #expect(shown.contains("screens/extra.json line 2, column 19"), "\(shown)")
        #expect(shown.contains("screens/latin1.json $"), "\(shown)")
        #expect(shown.contains("screens/links.json sections[0].components[1].action.destination"), "\(shown)")
        #expect(shown.contains("screens/links.json sections[0].components[2].action.destination"), "\(shown)")
        #expect(!shown.contains("screens/links.json sections[0].components[0].action.destination"), "parcels is an app route")
        #expect(shown.contains("notes.txt $"), "\(shown)")
        #expect(environment.releaseProblems(ContentFiles()).map(\.reason).contains("a release needs at least one screen file"))
    }

    @Test("a refused publish stores nothing and is logged; a good one is served after the instance follows")
    func publishAndFollow() async throws {
        let environment = try TestServer.demo()
        #expect(environment.release == nil)
        await #expect(throws: ReleaseError.self) {
            try await environment.publishRelease(Self.files(["screens/home.json": nil]), author: "ada", note: "no home")
        }
        #expect(try await environment.releases.releases().isEmpty)
        #expect(try await environment.releases.logEntries().first?.outcome.hasPrefix("refused: ") == true)

        let release = try await environment.publishRelease(try Self.retitled("Spring"), author: "ada", note: "spring")
        #expect(release.number == 1 && release.fileCount == Self.folder.files.count)
        #expect(try await environment.followRelease(logger: Self.logger) == 1)
        #expect(environment.content.screens["home"]?["title"]?.stringValue == "Spring")
        // The files come back byte for byte.
        #expect(try await environment.releases.files(of: 1) == (try Self.retitled("Spring")))
    }

    @Test("rollback goes to the newest earlier release that was live; staging is served only by a staging instance until promoted")
    func channels() async throws {
        let environment = try TestServer.demo()
        await #expect(throws: ReleaseError.nothingOn(.live)) { try await environment.rollbackRelease(to: nil, actor: "pat") }
        for title in ["One", "Two", "Three"] {
            _ = try await environment.publishRelease(try Self.retitled(title), author: "pat", note: title)
        }
        #expect(try await environment.rollbackRelease(to: nil, actor: "pat") == 2)
        #expect(try await environment.rollbackRelease(to: nil, actor: "pat") == 1)
        await #expect(throws: ReleaseError.nothingEarlier(than: 1)) { try await environment.rollbackRelease(to: nil, actor: "pat") }
        await #expect(throws: ReleaseError.noSuchRelease(9)) { try await environment.rollbackRelease(to: 9, actor: "pat") }
        #expect(try await environment.rollbackRelease(to: 3, actor: "pat") == 3)

        await #expect(throws: ReleaseError.nothingOn(.staging)) { try await environment.promoteRelease(actor: "pat") }
        let staged = try await environment.publishRelease(try Self.retitled("Four"), author: "ada", note: "four", to: .staging)
        #expect(try await environment.releases.current(.live) == 3)
        #expect(try await environment.followRelease(logger: Self.logger) == 3)
        #expect(try await environment.promoteRelease(actor: "pat") == staged.number)
        #expect(try await environment.followRelease(logger: Self.logger) == 4)
        #expect(environment.content.screens["home"]?["title"]?.stringValue == "Four")
        let actions = try await environment.releases.logEntries().reversed().map { "\($0.action) \($0.number.map(String.init) ?? "-")" }
        #expect(actions == ["publish 1", "publish 2", "publish 3", "rollback 2", "rollback 1", "rollback 9", "rollback 3", "publish 4", "promote 4"])
    }

    @Test("a diff names files added, removed and changed, and the JSON paths that changed")
    func diff() throws {
        let old = Self.folder
        var screens = old.files
        screens["screens/offline.json"] = nil
        screens["screens/new.json"] = Array(#"{"id": "new", "sections": []}"#.utf8)
        screens["screens/login.json"] = try JSONParser().parse(old.files["screens/login.json"] ?? []).serialized([.prettyPrinted])
        let home = try JSONParser().parse(old.files["screens/home.json"] ?? [])
        guard case .object(var members) = home, case .array(var sections)? = members["sections"] else { throw ServerFailure("home has no sections") }
        sections.removeLast()
        members["sections"] = .array(sections)
        members["title"] = .string("Changed")
        members["theme"] = .string("dark")
        screens["screens/home.json"] = try JSONValue.object(members).serialized()
        let diff = ReleaseDiff(from: 1, old, to: 2, ContentFiles(files: screens))
        #expect(diff.added == ["screens/new.json"])
        #expect(diff.removed == ["screens/offline.json"])
        #expect(diff.changed.map(\.file) == ["screens/home.json", "screens/login.json"])
        #expect(diff.changed.first?.paths == ["title", "sections[\(sections.count)] (removed)", "theme (added)"])
        #expect(diff.changed.last?.paths == ["(formatting only)"])
    }

    @Test("the admin API is not served without --admin")
    func adminOffByDefault() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            try await client.execute(uri: "/admin/releases", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}

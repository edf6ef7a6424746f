import DemoServer
import Foundation
import Logging
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// The server refuses to start without content it can serve, instead of
/// answering 404 to every client's first request.
@Suite("Start-up refusals")
struct StartupRefusalTests {
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-startup-\(UUID().uuidString)")
        let screens = root.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: screens.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return root.standardizedFileURL.path
    }

    static func make(content: String, apps: AppRegistry = AppRegistry(),
                     storage: RecordingStorage) throws -> ServerEnvironment {
        var logger = Logger(label: "startup-refusal")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: content), apps: apps,
                                          storage: storage, logger: logger)
    }

    static func migrating() throws -> AppRegistry {
        var apps = AppRegistry()
        try apps.migration(Migration(id: "probe") { try $0.execute("CREATE TABLE probe (id TEXT)") })
        return apps
    }

    @Test("a missing folder, or one without screens/, is refused before the storage is touched")
    func missingFolder() throws {
        let storage = RecordingStorage()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-no-such-\(UUID().uuidString)").path
        #expect(throws: ServerStartupError.contentFolderMissing(folder: missing)) {
            try Self.make(content: missing, apps: Self.migrating(), storage: storage)
        }
        let empty = try Self.folder([:])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        try FileManager.default.removeItem(atPath: empty + "/screens")
        #expect(throws: ServerStartupError.contentFolderMissing(folder: empty)) {
            try Self.make(content: empty, apps: Self.migrating(), storage: storage)
        }
        #expect(storage.statements.withLock { $0 }.isEmpty)
    }

    @Test("a folder without home, or with a broken home, is refused and says which")
    func noHome() throws {
        let storage = RecordingStorage()
        let withoutHome = try Self.folder(["other.json": #"{"id": "other", "sections": []}"#])
        defer { try? FileManager.default.removeItem(atPath: withoutHome) }
        #expect(throws: ServerStartupError.noHomeScreen(folder: withoutHome, rejected: nil)) {
            try Self.make(content: withoutHome, storage: storage)
        }
        let brokenHome = try Self.folder(["home.json": #"{"id": "home", "sections": [}"#])
        defer { try? FileManager.default.removeItem(atPath: brokenHome) }
        #expect {
            try Self.make(content: brokenHome, apps: Self.migrating(), storage: storage)
        } throws: { error in
            guard case .noHomeScreen(let folder, let rejected?) = error as? ServerStartupError else { return false }
            return folder == brokenHome && rejected.contains("screens/home.json")
                && "\(error)".contains("failed validation") && "\(error)".contains("--content")
        }
        #expect(storage.statements.withLock { $0 }.isEmpty)
    }

    @Test("an app that builds home in Swift needs no home file")
    func homeFromAnApp() throws {
        let storage = RecordingStorage()
        let withoutHome = try Self.folder([:])
        defer { try? FileManager.default.removeItem(atPath: withoutHome) }
        var apps = try Self.migrating()
        try apps.screen(ScreenRoute<Void>("home")) { _, _ in Screen(id: "home", sections: []) }
        let environment = try Self.make(content: withoutHome, apps: apps, storage: storage)
        #expect(environment.content.screens.isEmpty)
        #expect(storage.statements.withLock { $0 }.contains("CREATE TABLE probe (id TEXT)"))
    }

    @Test("sdui-server started from the wrong folder exits 1 and names the folder and --content")
    func serverProcessRefuses() async throws {
        let server = try BuiltProgram("sdui-server")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-no-such-\(UUID().uuidString)").path
        let run = try await server.run(["--port", "0", "--database", ":memory:", "--content", missing])
        #expect(run.status != 0)
        #expect(run.errors.contains(missing), "\(run.errors)")
        #expect(run.errors.contains("--content"), "\(run.errors)")
        #expect(!run.output.contains("listening"))
    }
}

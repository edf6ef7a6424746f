import Foundation
import SDUITesting
import Testing

/// The built `sdui` binary and its SQLite screen cache, as a person meets
/// them: copies that outlive the process, a server that goes away, and
/// cache files that are damaged or cannot be created.
@Suite("sdui binary: screen cache", .serialized)
struct ClientCacheTests {
    /// A fresh data folder per test; `SDUI_DATA_DIR` keeps the user's own cache out of it.
    static func dataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a screen is cached in SQLite and shown offline by a later process after the server stopped")
    func offlineAfterRestart() async throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        let server = try RestartableServer(label: "client-cache-tests")
        let base = try await server.start()
        let url = "\(base)/v1/screens/home"
        let environment = ["SDUI_DATA_DIR": data.path]

        let online = try await sdui.run(["render", url, "--color", "never"], environment: environment)
        #expect(online.status == 0, "stderr: \(online.errors)")
        #expect(online.output.contains("Welcome"))
        #expect(!online.output.contains(" offline "))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("screens.sqlite").path))

        await server.stop()
        let offline = try await sdui.run(["render", url, "--color", "never"], environment: environment)
        #expect(offline.status == 0, "stderr: \(offline.errors)")
        #expect(offline.output.contains("Welcome"), "the copy from the first process")
        #expect(offline.output.contains(" offline "), "marked offline in the title bar")

        let neverLoaded = try await sdui.run(["render", "\(base)/v1/screens/parcels", "--color", "never"], environment: environment)
        #expect(neverLoaded.status != 0, "no copy of this screen: the error, not a crash")
        #expect(neverLoaded.errors.contains("\(base)/v1/screens/parcels"), "names the URL: \(neverLoaded.errors)")
    }

    @Test("a damaged cache file is moved aside and reported; the screen still shows")
    func damagedFile() async throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let cache = data.appendingPathComponent("screens.sqlite")
        try Data("this is not a database, it is a shopping list\n".utf8).write(to: cache)
        let sdui = try BuiltProgram("sdui")
        let result = try await LiveServer.run { base in
            try await sdui.run(["render", "\(base)/v1/screens/home", "--color", "never"], environment: ["SDUI_DATA_DIR": data.path])
        }
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(result.output.contains("Welcome"))
        #expect(result.errors.hasPrefix("sdui: "), "one line says what happened to the file: \(result.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(names.contains("screens.sqlite"), "a fresh cache took its place")
        #expect(names.count >= 2, "the damaged file was kept aside, not deleted: \(names)")
    }

    @Test("a data folder that cannot hold a cache is reported; the screen still shows")
    func unusableFolder() async throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let notAFolder = data.appendingPathComponent("file")
        try Data("x".utf8).write(to: notAFolder)
        let sdui = try BuiltProgram("sdui")
        let result = try await LiveServer.run { base in
            try await sdui.run(["render", "\(base)/v1/screens/home", "--color", "never"], environment: ["SDUI_DATA_DIR": notAFolder.path])
        }
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(result.output.contains("Welcome"))
        #expect(result.errors.contains("cannot use the screen cache"), "stderr: \(result.errors)")
    }
}

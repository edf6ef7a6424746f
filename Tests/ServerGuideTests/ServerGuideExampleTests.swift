import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// The "Adding an app" example of `docs/server.md` (linked from the README) is this target's `HelpDeskApp.swift`,
/// word for word, so it compiles with every build; installed on the
/// framework, its content screen and its command work.
@Suite("The server guide's example app")
struct ServerGuideExampleTests {
    static let readme = Repository.root + "/docs/server.md"

    /// The fenced block after `<!-- readme-example: NAME -->`.
    static func example(_ name: String) throws -> String {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        guard let marker = text.range(of: "<!-- readme-example: \(name) -->"),
              let open = text.range(of: "```", range: marker.upperBound..<text.endIndex),
              let bodyStart = text.range(of: "\n", range: open.upperBound..<text.endIndex),
              let close = text.range(of: "```", range: bodyStart.upperBound..<text.endIndex)
        else { throw ServerFailure("docs/server.md has no example '\(name)'") }
        return String(text[bodyStart.upperBound..<close.lowerBound])
    }

    static func contentFolder(screens: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("help-desk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screens"), withIntermediateDirectories: true)
        for (name, text) in screens {
            try text.write(to: folder.appendingPathComponent("screens/\(name)"), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    static func environment(_ app: HelpDeskApp) throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(app)
        return try TestServer.environment(registry, label: "readme-example")
    }

    @Test("the guide's code is the code this test compiles")
    func readmeMatchesTheCompiledCode() throws {
        let compiled = try String(contentsOfFile: Repository.root + "/Tests/ServerGuideTests/HelpDeskApp.swift",
                                  encoding: .utf8)
        #expect(try Self.example("HelpDeskApp") == compiled)
    }

    @Test("installed, its content screen is served and validated, and its command answers")
    func theAppWorks() async throws {
        let folder = try Self.contentFolder(screens: ["help-desk.json": try Self.example("help-desk.json")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = try Self.environment(HelpDeskApp(contentFolder: folder))
        #expect(environment.content.screens["help-desk"] != nil)
        // Only the help desk is installed: the server's login screen uses a feature no installed app registered.
        #expect(environment.content.problems.map(\.file) == ["screens/login.json"])
        try await TestServer.run(environment) { client in
            let screen = try await client.execute(uri: "/v2/screens/help-desk", method: .get)
            #expect(screen.status == .ok)
            let decoded = try TestServer.factory.makeScreen(from: Array(screen.body.readableBytesView))
            #expect(decoded.diagnostics.isEmpty)
            let send = try #require(decoded.value.allComponents.first { $0.id == "send" }?.content(as: ButtonComponent.self))
            guard case .command(let command) = send.action else { throw ServerFailure("the button does not run a command") }
            // The relative URL, resolved as a v2 client does, is the app's command.
            #expect(try ServerEndpointPath.resolve(command.url, version: 2) == "/v2/commands/help-desk/ask")

            let asked = try await client.execute(uri: "/v2/commands/help-desk/ask", method: .post, headers: [.contentType: "application/json"],
                                                 body: ByteBuffer(string: #"{"state": {"question": "Where is my parcel?"}}"#))
            guard case .done(let done) = try TestServer.factory.makeCommandResult(from: Array(asked.body.readableBytesView)).value else {
                throw ServerFailure("expected done, got \(String(buffer: asked.body))")
            }
            #expect(done.message == "Thanks! We will answer “Where is my parcel?” by email.")
            let empty = try await client.execute(uri: "/v2/commands/help-desk/ask", method: .post, headers: [.contentType: "application/json"],
                                                 body: ByteBuffer(string: #"{"state": {"question": ""}}"#))
            #expect(try TestServer.factory.makeCommandResult(from: Array(empty.body.readableBytesView)).value == .error(message: "Type your question first."))
        }
    }

    @Test("an app's content screen with the path of an existing one stops the server at start-up")
    func contentConflict() throws {
        let folder = try Self.contentFolder(screens: ["home.json": try Self.example("help-desk.json")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: AppRegistrationError(slot: "content screen", key: "home", existingOwner: TestServer.contentDirectory,
                                             newOwner: folder)) {
            _ = try Self.environment(HelpDeskApp(contentFolder: folder))
        }
    }
}

/// How a client resolves a document's relative URL against its API root (`SDUISession.ServerEndpoint.resolve`),
/// for a test target that does not link the session engine.
enum ServerEndpointPath {
    static func resolve(_ reference: String, version: Int) throws -> String {
        try WebURL(parsing: "http://127.0.0.1/v\(version)/").resolving(reference).path
    }
}

import Foundation
import Logging
import SDUIServer
import SDUISession
import SDUITesting
import Testing

/// The DocC tutorial "Your own app on the server and a client for it" (the
/// SDUIServer catalog) shows this target's `Tutorial/` files word for word, so
/// its code compiles with every build; run, the server serves the app's
/// screens and the client draws them.
@Suite("The DocC tutorial: your own app on the server and a client for it")
struct TutorialTests {
    static let article = Repository.root + "/Modules/SDUIServer/SDUIServer.docc/YourOwnAppAndAClient.md"
    static let files = ["LibraryApp.swift", "LibraryServer.swift", "LibraryClient.swift"]

    /// The article's fenced blocks in `language`, in order.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: article, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("the article's code is the code this target compiles")
    func articleMatchesTheCompiledCode() throws {
        let compiled = try Self.files.map {
            try String(contentsOfFile: Repository.root + "/Tests/DocumentationTests/Tutorial/" + $0, encoding: .utf8)
        }
        #expect(try Self.blocks("swift") == compiled)
    }

    @Test("run, the server serves the app's screens, the client draws them, and a book it lacks is a 404")
    func serverAndClient() async throws {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: content) }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, contentDirectory: content.path)
        configuration.health.drainDelay = .zero
        var logger = Logger(label: "tutorial")
        logger.logLevel = .critical
        let (addresses, ready) = AsyncStream<String>.makeStream()
        let group = try LibraryServer.make(configuration, database: ":memory:", stopsOnSignals: false, logger: logger) {
            ready.yield($0)
        }
        let server = GracefulServer(group, logger: logger)
        var iterator = addresses.makeAsyncIterator()
        let address = try #require(await iterator.next())

        let home = try await LibraryClient.draw(LibraryRoutes.home.path, from: address)
        #expect(home == """
            Library
            ────────────────────────────────────────
              Books
              Dune                                 ›
              Emma                                 ›
            """)
        // The page shows the same drawing.
        #expect(try Self.blocks("text") == [home + "\n"])
        // Asked again, the rendering kept from the first answer is sent.
        #expect(try await LibraryClient.draw(LibraryRoutes.home.path, from: address) == home)
        let book = try await LibraryClient.draw(LibraryRoutes.book.path("dune"), from: address)
        #expect(book == """
            Dune
            ────────────────────────────────────────
              Dune is on the shelf.
            """)
        // A book the app does not have: the server answers 404 with the builder's words.
        do {
            _ = try await LibraryClient.draw(LibraryRoutes.book.path("ulysses"), from: address)
            Issue.record("a book the library does not have was drawn")
        } catch let error as LoadError {
            guard case .server(_, 404, let message) = error else { throw error }
            #expect(message == "There is no book 'ulysses'.")
        }
        try await server.stop().get()
    }
}

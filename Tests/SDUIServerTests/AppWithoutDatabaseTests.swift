import DemoServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import Logging
import MusicApp
import MusicContract
import SDUI
import SDUIServer
import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// An app's screens and commands are functions of its store's answers: the
/// music app served from an in-memory store, with no database anywhere, and
/// every migration the demo registers checked to be safe to run twice.
@Suite("Apps without a database")
struct AppWithoutDatabaseTests {
    /// A music catalogue in memory.
    final class InMemoryMusicStore: MusicStore {
        let favourites = Mutex<Set<String>>([])
        let composers: [Composer]
        let playlists: [Playlist]

        init(composers: [Composer], playlists: [Playlist]) {
            self.composers = composers
            self.playlists = playlists
        }

        func catalogue() async throws -> MusicCatalogue { MusicCatalogue(composers: composers, playlists: playlists, albums: []) }
        func composer(id: String) async throws -> ComposerPage? {
            composers.first { $0.id == id }.map { ComposerPage(composer: $0, works: [], albums: []) }
        }
        func catalogueWorks(composer: String, after: Int?, limit: Int) async throws -> [CatalogueWork] { [] }
        func tracksToAdd(playlist id: String, limit: Int) async throws -> [Track] { [] }
        func addTrack(_ track: String, toPlaylist playlist: String) async throws -> Bool { false }
        func album(id: String) async throws -> AlbumPage? { nil }
        func playlist(id: String) async throws -> Playlist? { playlists.first { $0.id == id } }
        func playlistPage(id: String, owner: String?) async throws -> PlaylistPage? {
            guard let playlist = playlists.first(where: { $0.id == id }) else { return nil }
            guard let owner else { return PlaylistPage(playlist: playlist, tracks: [], isFavourite: false) }
            return PlaylistPage(playlist: playlist, tracks: [], isFavourite: favourites.withLock { $0.contains("\(owner)/\(id)") })
        }
        func favouritePlaylists(owner: String) async throws -> [Playlist] { [] }
        func ownPlaylists(owner: String) async throws -> [Playlist] { [] }
        func addFavourite(playlist: String, owner: String) async throws { _ = favourites.withLock { $0.insert("\(owner)/\(playlist)") } }
        func removeFavourite(playlist: String, owner: String) async throws { _ = favourites.withLock { $0.remove("\(owner)/\(playlist)") } }
        func createPlaylist(_ playlist: Playlist) async throws {}
        func moveOwnership(from: String, to: String) async throws {
            favourites.withLock { keys in
                for key in keys where key.hasPrefix(from + "/") {
                    keys.remove(key)
                    keys.insert(to + key.dropFirst(from.count))
                }
            }
        }
    }

    static func serve(_ store: any MusicStore, storage: RecordingStorage = RecordingStorage(),
                      _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var registry = AppRegistry()
        try registry.install(MusicApp(store: store))
        var logger = Logger(label: "apps-without-database")
        logger.logLevel = .critical
        let environment = try ServerEnvironment.make(
            configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory), apps: registry, storage: storage, logger: logger)
        try await TestServer.run(environment, test)
    }

    @Test("the browse screen, a missing composer and a favourite round trip, from a store in memory")
    func musicFromMemory() async throws {
        let store = InMemoryMusicStore(
            composers: [Composer(id: "hildegard", name: "Hildegard", fullName: "Hildegard von Bingen", born: 1098, died: 1179,
                                 biography: "Abbess.", imageURL: "https://img.example/h.jpg", popularity: 7)],
            playlists: [Playlist(id: "chant", ownerKey: nil, title: "Chant", description: nil)])
        try await Self.serve(store) { client in
            let music = try await client.get(.screen("music"))
            #expect(music.status == .ok)
            let screen = try TestServer.factory.makeScreen(from: Array(music.body.readableBytesView)).value
            let carousel = try #require(screen.allComponents.compactMap { $0.content(as: CarouselComponent.self) }.first)
            #expect(carousel.items.map(\.title) == ["Hildegard"])
            #expect(carousel.items.first?.subtitle == "1098 – 1179")

            let missing = try await client.get(.screen("composers/nobody"))
            #expect(missing.status == .notFound)
            #expect(String(buffer: missing.body).contains("There is no composer 'nobody'."))

            let install = HTTPField.Name(APIHeader.installID)!
            let favourite = try await client.execute(uri: APIRoute.command(MusicRoutes.favourite).path(version: 2), method: .post,
                                                     headers: [.contentType: "application/json", install: "in-memory-guest-0001"],
                                                     body: ByteBuffer(string: #"{"playlist": "chant"}"#))
            #expect(favourite.status == .ok)
            #expect(store.favourites.withLock { $0 } == ["install:in-memory-guest-0001/chant"])
            let playlist = try await client.get(.screen(MusicRoutes.playlist.path("chant")), headers: [install: "in-memory-guest-0001"])
            let shown = try TestServer.factory.makeScreen(from: Array(playlist.body.readableBytesView)).value
            #expect(shown.initialState?["favourite"] == .bool(true), "the heart is drawn full")

            // Not installed here: no parcels, no accounts (a token is invalid), no widget.
            #expect(try await client.get(.screen("parcels")).status == .notFound)
            #expect(try await client.get(.widget).status == .notFound)
        }
    }

    /// An `UPDATE … SET a = ?, b = ? WHERE …`: it writes given values, so a second run writes the same.
    static func setsGivenValues(_ text: String) -> Bool {
        guard text.hasPrefix("UPDATE "), let set = text.range(of: " SET "), let whereClause = text.range(of: " WHERE ") else { return false }
        return text[set.upperBound..<whereClause.lowerBound].split(separator: ",").allSatisfy { assignment in
            let sides = assignment.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
            return sides.count == 2 && sides[1] == "?" && sides[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    @Test("every migration of the demo apps can run twice: tables and indexes if not exists, rows on conflict do nothing or only where none exist, updates of given values, server events moved out")
    func migrationsAreIdempotent() async throws {
        let storage = RecordingStorage()
        try storage.migrate(try DemoServer.apps(database: SQLiteDatabase.open(path: ":memory:")).migrations)
        let statements = storage.statements.withLock { $0 }
        #expect(statements.count > 40)
        for statement in statements {
            let text = statement.uppercased()
            let safe = text.contains("CREATE TABLE IF NOT EXISTS") || text.contains("ON CONFLICT DO NOTHING")
                || (text.hasPrefix("INSERT") && text.contains("WHERE NOT EXISTS"))
                || text.contains("CREATE INDEX IF NOT EXISTS") || text.contains("CREATE UNIQUE INDEX IF NOT EXISTS")
                || text.contains("CREATE TRIGGER IF NOT EXISTS") || text.contains("CREATE OR REPLACE")
                || Self.setsGivenValues(text)
                // A move's second half (analytics-2 moves the server's events to their own table):
                // rows of a kind that no longer arrives, so a second run finds none.
                || (text.hasPrefix("DELETE FROM ANALYTICSEVENT WHERE NAME = ?"))
            #expect(safe, "not safe to run twice: \(statement.prefix(80))")
        }
    }
}

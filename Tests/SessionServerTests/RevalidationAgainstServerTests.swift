import SDUI
import SDUISession
import SDUIStore
import SDUITesting
import Testing

/// ETag revalidation over real HTTP, with the ETag and body kept in SQLite:
/// a second load sends `If-None-Match`, the server answers a bodiless 304,
/// and the client reuses the body it has, also after a restart.
@Suite("Session against the server: ETag revalidation", .timeLimit(.minutes(10)))
struct RevalidationAgainstServerTests {
    /// The screens' paths as the client asks for them (API 2), to find its exchanges by.
    static let home = APIRoute.screen("home").path(version: 2)
    static let music = APIRoute.screen("music").path(version: 2)

    @Test("the second load of a screen is a 304 and decodes to the same screen from the stored body")
    func secondLoadIsNotModified() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))

        let first = try await client.api.screen(at: "home")
        let second = try await client.api.screen(at: "home")

        let wire = client.wire.exchanges(endingWith: Self.home)
        #expect(wire.map(\.status) == [200, 304])
        let etag = try #require(first.etag)
        #expect(wire[0].request.header("If-None-Match") == nil)
        #expect(wire[1].request.header("If-None-Match") == etag)
        #expect(first.source == .network && second.source == .notModified)
        #expect(second.etag == etag)
        #expect(second.decoded.value == first.decoded.value)
        #expect(second.decoded.diagnostics == first.decoded.diagnostics)
        #expect(await client.cache.document(for: first.url)?.etag == etag)
        await server.stop()
    }

    @Test("a new client on the same cache file revalidates its very first request from SQLite")
    func revalidatesAcrossRestarts() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let path = directory.file("screens.sqlite")
        let first: ScreenLoad
        do {
            let client = try LiveClient(baseURL: base, cachePath: path)
            first = try await client.api.screen(at: "music")
            try client.cache.store.close()
        }
        let restarted = try LiveClient(baseURL: base, cachePath: path)
        let again = try await restarted.api.screen(at: "music")
        let wire = restarted.wire.exchanges(endingWith: Self.music)
        #expect(wire.map(\.status) == [304])
        #expect(wire.first?.request.header("If-None-Match") == first.etag)
        #expect(again.source == .notModified)
        #expect(again.decoded.value == first.decoded.value)
        await server.stop()
    }

    @Test("a refresh of an unchanged screen is a 304 and redraws nothing")
    func unchangedRefreshDrawsNothing() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        await client.session.start(at: "home")
        let drawn = client.presenter.changes.count

        #expect(await client.session.refresh() == .completed)
        #expect(client.wire.exchanges(endingWith: Self.home).map(\.status) == [200, 304])
        #expect(client.presenter.changes.count == drawn)
        #expect(await client.session.top?.load?.source == .notModified)
        await server.stop()
    }

    @Test("a stored ETag the server no longer has gets the full screen, which replaces the stored copy")
    func staleETagGetsTheNewBody() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        let url = client.endpoint.screenURL("home")
        let stale = #"{"id": "home", "title": "Yesterday's home", "sections": []}"#
        try await client.cache.save(CachedDocument(url: url, etag: "\"stale\"", body: Array(stale.utf8)))

        let load = try await client.api.screen(at: "home")
        let wire = client.wire.exchanges(endingWith: Self.home)
        #expect(wire.map(\.status) == [200])
        #expect(wire.first?.request.header("If-None-Match") == "\"stale\"")
        #expect(load.source == .network && load.decoded.value.title != "Yesterday's home")
        let stored = try #require(await client.cache.document(for: url))
        #expect(stored.etag == load.etag && stored.etag != "\"stale\"")
        await server.stop()
    }
}

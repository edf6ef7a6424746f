import CurlTransport
import SDUI
import SDUISession
import SDUIStore
import SDUITesting
import Testing

/// The network going away under a running client: stored copies (read back
/// from the SQLite file by a new client), the server's offline page for
/// screens never seen, and a typed failure with retry when there is nothing.
@Suite("Session against the server: offline", .timeLimit(.minutes(10)))
struct OfflineAgainstServerTests {
    @Test("with the server stopped, a new client shows the last copies marked offline, and the offline page for the rest")
    func offlineCopiesSurviveARestart() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let path = directory.file("screens.sqlite")
        let online: (home: Screen, music: Screen, offline: Screen)
        do {
            let client = try LiveClient(baseURL: base, cachePath: path)
            await client.session.start(at: "home")
            let music = try await client.api.screen(at: "music")
            await client.api.prefetchOfflinePage()
            let offlinePage = try #require(client.wire.exchanges(endingWith: "/v2/screens/offline").last)
            #expect(offlinePage.status == 200)
            let home = try #require(await client.session.top?.screen)
            let offline = try await client.api.screen(at: "offline").decoded.value
            online = (home, music.decoded.value, offline)
            #expect(try await client.cache.count() == 3)
            try client.cache.store.close()
        }
        await server.stop()

        // A new client, a new cache instance on the same file: what it shows comes from SQLite.
        let restarted = try LiveClient(baseURL: base, cachePath: path)
        await restarted.session.start(at: "home")
        let home = try #require(await restarted.session.top)
        #expect(home.load?.source == .offlineCopy)
        #expect(home.load?.isOffline == true)
        #expect(home.screen == online.home)
        let attempt = try #require(restarted.wire.exchanges(endingWith: "/v2/screens/home").first)
        guard case .cannotConnect(let url, _)? = attempt.error else {
            Issue.record("the request should have failed to connect, not \(attempt.outcome)")
            return
        }
        #expect(url == restarted.endpoint.screenURL("home"))

        let music = try await restarted.api.screen(at: "music")
        #expect(music.source == .offlineCopy && music.decoded.value == online.music)

        // Parcels was never loaded: the server's offline page, downloaded while online, stands in.
        await restarted.session.start(at: "parcels")
        let parcels = try #require(await restarted.session.top)
        #expect(parcels.path == "parcels")
        #expect(parcels.load?.source == .offlinePage)
        #expect(parcels.load?.url == restarted.endpoint.offlinePageURL)
        #expect(parcels.screen?.header?.title == "You are offline")
        // The page as the server sent it, but for its kept-screens section: the client lists what it keeps,
        // the most recently stored first, each opening its screen (whose kept copy is then shown).
        let offlineSections = try #require(parcels.screen?.sections)
        #expect(offlineSections.filter { $0.id != KeptScreens.sectionID } == online.offline.sections.filter { $0.id != KeptScreens.sectionID })
        let kept = try #require(offlineSections.first { $0.id == KeptScreens.sectionID })
        #expect(kept.heading == online.offline.sections.first { $0.id == KeptScreens.sectionID }?.heading)
        let rows = kept.components.compactMap { $0.content as? DetailRowComponent }
        #expect(rows.map(\.title) == [online.music.title, online.home.title].compactMap { $0 })
        #expect(rows.map(\.primaryAction) == [.navigate(NavigateAction(to: "music")), .navigate(NavigateAction(to: "home"))])
    }

    @Test("the offline page of a client that keeps nothing shows the server's own words in that section")
    func nothingKept() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        await client.api.prefetchOfflinePage()
        let page = try await client.api.screen(at: "offline").decoded.value
        await server.stop()
        await client.session.start(at: "parcels")
        let shown = try #require(await client.session.top)
        #expect(shown.load?.source == .offlinePage)
        #expect(shown.screen == page)
        let kept = try #require(page.sections.first { $0.id == KeptScreens.sectionID })
        #expect(kept.components.map(\.id) == ["nothing-kept"])
    }

    @Test("with the server stopped and no copy, the load fails naming the URL; retry after a restart loads it")
    func failureThenRetry() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        await server.stop()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        let url = client.endpoint.screenURL("home")

        await client.session.start(at: "home")
        let failed = try #require(await client.session.top)
        let error = try #require(failed.error)
        guard case .transport(.cannotConnect(let failedURL, _)) = error else {
            Issue.record("expected cannotConnect, got \(error)")
            return
        }
        #expect(failedURL == url)
        #expect(error.description.contains(url))
        #expect(error.isConnectivityFailure)
        #expect(client.presenter.shownEntries.last?.error == error)

        // Still down: retrying fails again, and nothing was stored on the way.
        await client.session.retry()
        #expect(await client.session.top?.error != nil)
        #expect(try await client.cache.count() == 0)

        try await server.start()
        await client.session.retry()
        let loaded = try #require(await client.session.top)
        #expect(loaded.id == failed.id)
        #expect(loaded.error == nil && loaded.load?.source == .network)
        #expect(loaded.screen?.id == "home")
        #expect(client.wire.exchanges(endingWith: "/v2/screens/home").map(\.status) == [nil, nil, 200])
        #expect(await client.cache.document(for: url) != nil)
        await server.stop()
    }
}

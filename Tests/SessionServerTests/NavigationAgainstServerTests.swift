import SDUI
import SDUISession
import SDUITesting
import Testing

/// Three-state navigation over real HTTP: the prefetched title and header
/// are on screen while the body is still on its way, the rest fills in when
/// it arrives, and a failed load keeps the header.
@Suite("Session against the server: navigation", .timeLimit(.minutes(10)))
struct NavigationAgainstServerTests {
    @Test("a composer's prefetched header is shown while its screen loads, and kept when it arrives")
    func prefetchedHeaderBeforeTheBody() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))

        await client.session.start(at: "music")
        let carousel = try #require(try await client.component("top-composers").content(as: CarouselComponent.self))
        let bach = try #require(carousel.items.first { $0.title == "Bach" })
        let action = try #require(bach.action)
        guard case .navigate(let navigate) = action, let prefetched = navigate.prefetched else {
            Issue.record("Bach's carousel item should navigate with a prefetched header, not \(action)")
            return
        }
        #expect(navigate.destination == "composers/bach")

        let hold = client.gate.hold(endingWith: "/v2/screens/composers/bach")
        let navigation = Task { await client.session.perform(action, from: "top-composers") }
        // The server has answered; the answer is held, so the session is still loading.
        #expect(await hold.waitForArrival() == 200)
        let loading = try #require(await client.session.top)
        #expect(loading.path == "composers/bach")
        #expect(loading.isLoading)
        #expect(loading.screen == nil)
        #expect(loading.title == "Bach")
        #expect(loading.header == prefetched.header)
        #expect(loading.header?.title == "Johann Sebastian Bach")
        // The presenter was told to draw exactly that: the header, in the loading state.
        let drawn = try #require(client.presenter.shownEntries.last)
        #expect(drawn.id == loading.id && drawn.isLoading && drawn.header == prefetched.header)

        await hold.release()
        #expect(await navigation.value == .completed)
        let loaded = try #require(await client.session.top)
        #expect(loaded.id == loading.id)
        #expect(!loaded.isLoading && loaded.error == nil)
        #expect(loaded.load?.source == .network)
        #expect(loaded.header == prefetched.header, "the header the screen brought must be the one shown while loading")
        let screen = try #require(loaded.screen)
        #expect(screen.id == "composer-bach")
        #expect(screen.sections.map(\.id) == ["popular", "albums", "biography"])
        #expect(screen.allComponents.contains { $0.id == "biography-text" })
        #expect(loaded.load?.decoded.diagnostics.isEmpty == true, "\(loaded.load?.decoded.diagnostics ?? [])")
        let drawnLoaded = try #require(client.presenter.shownEntries.last)
        #expect(drawnLoaded.id == loaded.id && drawnLoaded.screen == screen)
        await server.stop()
    }

    @Test("a screen the server does not have fails with its URL and status, keeping the prefetched header")
    func failedLoadKeepsTheHeader() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        await client.session.start(at: "music")

        let header = Header(title: "Hildegard von Bingen", subtitle: "Composer 1098 – 1179")
        let action = Action.navigate(NavigateAction(destination: "composers/hildegard", presentation: .push,
                                                    prefetched: PrefetchedScreen(title: "Hildegard", header: header)))
        let outcome = await client.session.perform(action, from: "test")
        guard case .failed(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        let failed = try #require(await client.session.top)
        #expect(failed.path == "composers/hildegard")
        #expect(failed.header == header && failed.title == "Hildegard")
        let url = client.endpoint.screenURL("composers/hildegard")
        #expect(failed.error == .server(url: url, status: 404, message: "There is no composer 'hildegard'."))
        #expect(reason.contains(url))
        #expect(client.wire.exchanges(endingWith: "/v2/screens/composers/hildegard").map(\.status) == [404])

        // Retrying asks again (and fails the same way); going back shows the music screen.
        await client.session.retry()
        #expect(await client.session.top?.error != nil)
        #expect(client.wire.exchanges(endingWith: "/v2/screens/composers/hildegard").count == 2)
        #expect(await client.session.back())
        #expect(await client.session.top?.screen?.id == "music")
        await server.stop()
    }
}

import SDUI
import SDUISession
import SDUITesting
import Testing

@Suite("Offline fallback")
struct OfflineTests {
    @Test func lastCopyIsShownWhenTheNetworkFails() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"), etag: "\"1\"")
        harness.http.route(Harness.screenURL("offline"), json: Harness.screen("offline", title: "You are offline"))
        await harness.session.start(at: "home")
        await harness.session.api.prefetchOfflinePage()

        // The network goes away.
        let down: InMemoryHTTPClient.Handler = { request throws(TransportError) in
            throw .cannotConnect(url: request.url, detail: "connection refused")
        }
        harness.http.route(Harness.screenURL("home"), down)
        harness.http.route(Harness.screenURL("parcels"), down)

        let home = try await harness.session.api.screen(at: "home")
        #expect(home.source == .offlineCopy)
        #expect(home.decoded.value.title == "Home")

        await harness.session.perform(.navigate(NavigateAction(destination: "parcels")))
        let top = try #require(await harness.session.top?.load)
        #expect(top.source == .offlinePage)
        #expect(top.decoded.value.title == "You are offline")
    }

    @Test func withoutAnyCopyTheTypedErrorRemains() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home")) { request throws(TransportError) in
            throw .timeout(url: request.url, phase: "total", seconds: 10)
        }
        await harness.session.start(at: "home")
        #expect(await harness.session.top?.error == .transport(.timeout(url: Harness.screenURL("home"), phase: "total", seconds: 10)))
    }

    @Test func widgetFallsBackToTheLastGoodOne() async throws {
        let harness = try Harness()
        let url = "\(Harness.base)/v1/widget"
        harness.http.route(url, json: #"{"type": "shipment", "title": "Sports shop", "url": "https://parcels.example/t/1"}"#)
        let fresh = try await harness.session.api.widget()
        #expect(!fresh.isOffline)
        harness.http.route(url) { request throws(TransportError) in throw .cannotConnect(url: request.url, detail: "down") }
        let stale = try await harness.session.api.widget()
        #expect(stale.isOffline)
        #expect(stale.widget == fresh.widget)
    }
}

import SDUI
import SDUISession
import SDUIStore
import SDUITesting
import Testing

/// What a client gets out of the box from the real server: the newest API
/// version it knows, the server's own screen when its version is retired,
/// relative document URLs on its own version, and a widget that revalidates.
@Suite("Session against the server: versions and the widget", .timeLimit(.minutes(10)))
struct VersionAndWidgetAgainstServerTests {
    @Test("a client asks for the newest version it was built for, and the server answers it: the carousel arrives as a carousel")
    func newestVersionByDefault() async throws {
        let endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:8080")
        #expect(endpoint.apiVersion == ContractVersion.newest)
        #expect(endpoint.screenURL("music") == "http://127.0.0.1:8080/v\(ContractVersion.newest)/screens/music")

        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, apiVersion: ContractVersion.newest, cachePath: directory.file("screens.sqlite"))
        let music = try await client.api.screen(at: "music")
        let types = Set(music.decoded.value.allComponents.map(\.type))
        #expect(types.contains("carousel"), "v\(ContractVersion.newest) receives the carousel itself: \(types.sorted())")
        #expect(client.wire.requests.first?.header(APIHeader.apiVersion) == String(ContractVersion.newest))
        await server.stop()
    }

    @Test("a retired version gets the server's 410 screen, shown as a screen marked unsupportedVersion")
    func retiredVersionShowsTheServersScreen() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, apiVersion: 9, cachePath: directory.file("screens.sqlite"))

        let load = try await client.api.screen(at: "home")
        #expect(load.source == .unsupportedVersion)
        #expect(load.decoded.value.title == "Update needed")
        #expect(load.decoded.diagnostics.isEmpty)
        #expect(client.wire.exchanges(endingWith: "/v9/screens/home").map(\.status) == [410])
        #expect(await client.cache.document(for: load.url) == nil, "a refusal is not stored as the screen's copy")

        await client.session.start(at: "home")
        #expect(await client.session.top?.load?.source == .unsupportedVersion)
        #expect(await client.session.top?.screen?.id == "unsupported-version")
        await server.stop()
    }

    @Test("a relative URL in a document is resolved against the client's own API root")
    func relativeURLsFollowTheVersion() throws {
        let v2 = try ServerEndpoint(baseURL: "http://127.0.0.1:8080/ignored/path", apiVersion: 2)
        #expect(try v2.resolve("auth/login").description == "http://127.0.0.1:8080/v2/auth/login")
        #expect(try v2.resolve("commands/scan-and-go/pay?x=1").description == "http://127.0.0.1:8080/v2/commands/scan-and-go/pay?x=1")
        #expect(try v2.resolve("/v1/commands/pay").description == "http://127.0.0.1:8080/v1/commands/pay", "an absolute path stays")
        #expect(try v2.resolve("https://other.example/x").description == "https://other.example/x")
        let v1 = try ServerEndpoint(baseURL: "http://127.0.0.1:8080", apiVersion: 1)
        #expect(try v1.resolve("auth/login").description == "http://127.0.0.1:8080/v1/auth/login")
    }

    @Test("the widget's ETag is sent back: an unchanged widget is a 304, and the stored widget is used")
    func widgetRevalidates() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))

        let first = try await client.api.widget()
        let second = try await client.api.widget()
        let wire = client.wire.exchanges(endingWith: "/v2/widget")
        #expect(wire.map(\.status) == [200, 304])
        #expect(wire[0].request.header("If-None-Match") == nil)
        let etag = try #require(await client.cache.document(for: client.endpoint.widgetURL)?.etag)
        #expect(wire[1].request.header("If-None-Match") == etag)
        #expect(second.widget == first.widget && !second.isOffline)
        // The server's refreshInterval reaches the client, from the stored copy on a 304 too.
        #expect(first.refreshInterval == 30 && second.refreshInterval == 30)
        #expect(Session.refreshDelay(requested: second.refreshInterval, fallback: .seconds(60)) == .seconds(30))
        #expect(Session.refreshDelay(requested: 1, fallback: .seconds(60)) == Session.minimumRefreshInterval)
        #expect(Session.refreshDelay(requested: nil, fallback: .seconds(60)) == .seconds(60))
        await server.stop()
    }
}

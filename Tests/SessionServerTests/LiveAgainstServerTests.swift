import CurlTransport
import SDUI
import SDUIServer
import SDUIServerLive
import SDUISession
import SDUITesting
import Testing

/// A live screen over real HTTP (libcurl, the demo server, server-sent
/// events): a change written to the database is drawn without the client
/// asking, a stopped server ends the stream cleanly, and the change made
/// while it was away is announced as soon as the client reconnects.
@Suite("Session against the server: live screens", .timeLimit(.minutes(10)))
struct LiveAgainstServerTests {
    static let parcel = "parcels/3SABC1234567"

    static func session(_ base: String) throws -> (Session, RecordingPresenter) {
        let api = APIClient(http: CurlHTTPClient(configuration: .init(connectTimeout: 5, totalTimeout: 20, userAgent: "live-tests/1.0")),
                            endpoint: try ServerEndpoint(baseURL: base, apiVersion: 2), factory: ScreenFactory(), userAgent: "live-tests/1.0")
        let presenter = RecordingPresenter()
        return (Session(api: api, registry: FeatureRegistry(), presenter: presenter), presenter)
    }

    static func status(_ session: Session) async -> String? {
        await session.top?.screen?.allComponents.first { $0.id == "status" }?.content(as: BadgeComponent.self)?.text
    }

    static func setStatus(_ status: String, on server: RestartableServer) async throws {
        let database = try #require(server.environment.storage as? any SQLDatabase)
        try await database.execute("UPDATE parcel SET status = ? WHERE code = ?", [.text(status), .text("3SABC1234567")])
    }

    @Test("a change in the database reaches the shown screen through the stream, redrawing only what shows the status")
    func changeArrives() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let (session, presenter) = try Self.session(base)
        await session.start(at: Self.parcel)
        #expect(await session.top?.screen?.live == true)
        #expect(await eventually { await session.isLiveConnected })
        let before = await Self.status(session)

        try await Self.setStatus("At the sorting centre", on: server)
        #expect(await eventually { await Self.status(session) == "At the sorting centre" })
        #expect(before != "At the sorting centre")
        // The badge, and the header that repeats the status.
        #expect(presenter.diffs.last?.updated == ["status"] && presenter.diffs.last?.inserted == [] && presenter.diffs.last?.removed == [])
        await session.end()
        await server.stop()
    }

    @Test("the server stops: the stream ends at once; a change made meanwhile is announced when the client is back (Last-Event-ID)")
    func reconnectMissesNothing() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let (session, _) = try Self.session(base)
        await session.start(at: Self.parcel)
        #expect(await eventually { await session.isLiveConnected })

        // A graceful stop ends the stream (stop() returning at all says so: an open stream would hold it).
        await server.stop()
        #expect(await eventually { await !session.isLiveConnected })
        try await Self.setStatus("Out for delivery", on: server)
        try await server.start()
        #expect(await eventually { await Self.status(session) == "Out for delivery" })
        #expect(await session.isLiveConnected)
        await session.end()
        await server.stop()
    }

    @Test("a screen that is not live opens no stream")
    func notLive() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let (session, _) = try Self.session(base)
        await session.start(at: "music")
        #expect(await session.top?.screen?.live == nil)
        #expect(await !session.isLiveConnected)
        #expect(server.environment.liveStreams?.count == 0)
        await session.end()
        await server.stop()
    }
}

import SDUI
import SDUISession
import SDUITesting
import Testing
@testable import CurlTransport

/// Leaving a screen while it loads ends its transfer in libcurl at once; the
/// late answer is not waited for, and the screen below stays as it was.
@Suite(.timeLimit(.minutes(10)))
struct SessionCancellationTests {
    /// A session over the real transport with a long timeout: only a cancellation can end a slow transfer quickly.
    static func session(port: Int) throws -> (Session, CurlHTTPClient) {
        let http = makeClient(totalTimeout: 120)
        let endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:\(port)", apiVersion: 1)
        let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: FeatureRegistry()), userAgent: "sdui-tests/1.0")
        return (Session(api: api, registry: FeatureRegistry(), presenter: RecordingPresenter()), http)
    }

    @Test func goingBackWhileAScreenLoadsCancelsItsTransfer() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        server.route("/v1/screens/home", to: "/screen?home")
        server.route("/v1/screens/target", to: "/slow-headers")
        let (session, http) = try Self.session(port: server.port)
        await session.start(at: "home")
        #expect(await session.top?.screen?.title == "home")

        let navigation = Task { await session.perform(BrokenServerClient.navigateToTarget) }
        #expect(await eventually { server.requests.count == 2 && http.loop?.activeTransfers.load(ordering: .relaxed) == 1 })
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await session.back())
        let outcome = await navigation.value
        // Without the cancellation this waits for the server's minute-long stall or the
        // 120 s timeout; 30 s is far above what the back takes, even on a loaded machine
        // (2.3 s was seen with the whole suite and a release build on two cores).
        #expect(start.duration(to: clock.now) < .seconds(30), "the navigation ended with the back, not with the timeout")
        #expect(outcome == .cancelled)
        // The transfer is gone from the loop, not left to time out in 30 s.
        #expect(await eventually { http.loop?.activeTransfers.load(ordering: .relaxed) == 0 })
        #expect(await session.top?.screen?.title == "home")
        #expect(await session.stack.count == 1)
    }

    @Test func aLoadThatIsNotLeftFinishesNormally() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        server.route("/v1/screens/home", to: "/screen?home")
        server.route("/v1/screens/target", to: "/screen?target")
        let (session, _) = try Self.session(port: server.port)
        await session.start(at: "home")
        #expect(await session.perform(BrokenServerClient.navigateToTarget) == .completed)
        #expect(await session.top?.screen?.title == "target")
        #expect(await session.back())
        #expect(await session.top?.screen?.title == "home")
    }
}

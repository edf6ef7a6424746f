import CurlTransport
import SDUI
import SDUISession
import SDUITesting
import Testing

/// The real `Session`, `APIClient` and `CurlHTTPClient` against the broken
/// server: every misbehaviour ends in the typed error on a failed entry (or a
/// failed command) that names the URL, within the client's limits, and the
/// session stays usable: back, retry and the next command work.
@Suite(.timeLimit(.minutes(10)))
struct BrokenServerSessionTests {
    // MARK: Screens

    @Test(arguments: Breakage.all)
    func startOnABrokenScreenFailsThenRetryLoadsIt(breakage: Breakage) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = try BrokenServerClient(port: server.port)
        server.route("/v1/screens/target", to: breakage.behaviour(port: server.port))
        let url = client.screenURL("target")

        let elapsed = await ContinuousClock().measure { await client.session.start(at: "target") }
        let failed = try #require(await client.session.top)
        #expect(failed.path == "target")
        #expect(failed.screen == nil && !failed.isLoading)
        breakage.check(failed.error, url: url, port: server.port)
        #expect(elapsed < BrokenServerClient.bound, "took \(elapsed)")
        #expect(client.presenter.shownEntries.last?.error == failed.error, "the presenter was shown the failure")
        #expect(await client.session.stack.count == 1)
        #expect(await !client.session.back(), "nothing below the first screen")

        server.route("/v1/screens/target", to: "/screen?target")
        await client.session.retry()
        let loaded = try #require(await client.session.top)
        #expect(loaded.screen?.title == "target")
        #expect(loaded.error == nil)
        #expect(await client.session.stack.count == 1)
    }

    @Test(arguments: Breakage.all)
    func navigatingToABrokenScreenKeepsTheHeaderAndTheWayBack(breakage: Breakage) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = try BrokenServerClient(port: server.port)
        server.route("/v1/screens/home", to: "/screen?home")
        server.route("/v1/screens/target", to: breakage.behaviour(port: server.port))
        let url = client.screenURL("target")
        await client.session.start(at: "home")
        #expect(await client.session.top?.screen?.title == "home")

        // Fails, keeping the prefetched title and header; back returns to the good screen.
        let clock = ContinuousClock()
        var outcome = ActionOutcome.completed
        var elapsed = await clock.measure { outcome = await client.session.perform(BrokenServerClient.navigateToTarget) }
        var failed = try #require(await client.session.top)
        #expect(failed.path == "target")
        breakage.check(failed.error, url: url, port: server.port)
        #expect(outcome == .failed(failed.error?.description ?? "no error"))
        #expect(failed.title == "Target")
        #expect(failed.header == BrokenServerClient.prefetchedHeader)
        #expect(elapsed < BrokenServerClient.bound, "took \(elapsed)")
        #expect(await client.session.back())
        let home = try #require(await client.session.top)
        #expect(home.path == "home")
        #expect(home.screen?.title == "home")
        #expect(await client.session.stack.count == 1)

        // Fails again the same way; once the server is good, retry loads it.
        elapsed = await clock.measure { outcome = await client.session.perform(BrokenServerClient.navigateToTarget) }
        failed = try #require(await client.session.top)
        breakage.check(failed.error, url: url, port: server.port)
        #expect(failed.header == BrokenServerClient.prefetchedHeader)
        #expect(elapsed < BrokenServerClient.bound, "took \(elapsed)")
        server.route("/v1/screens/target", to: "/screen?target")
        await client.session.retry()
        let loaded = try #require(await client.session.top)
        #expect(loaded.path == "target")
        #expect(loaded.screen?.title == "target")
        #expect(loaded.error == nil)
        #expect(await client.session.stack.map(\.path) == ["home", "target"])
        #expect(await client.session.back())
        #expect(await client.session.top?.screen?.title == "home")
    }

    // MARK: Commands

    @Test(arguments: Breakage.all)
    func aCommandAgainstABrokenServerFailsAndKeepsTheScreen(breakage: Breakage) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = try BrokenServerClient(port: server.port)
        server.route("/v1/screens/home", to: "/screen?home")
        await client.session.start(at: "home")
        let behaviour = breakage.behaviour(port: server.port)
        let url = server.url(behaviour)

        var outcome = ActionOutcome.completed
        let elapsed = await ContinuousClock().measure {
            outcome = await client.session.perform(.command(CommandAction(url: behaviour)), from: "save")
        }
        guard case .failed(let reason) = outcome else {
            Issue.record("expected the command to fail, got \(outcome)")
            return
        }
        #expect(reason.contains(url), "\(reason)")
        #expect(client.presenter.messages == ["The request failed: \(reason)"])
        #expect(client.presenter.alerts.isEmpty)
        #expect(elapsed < BrokenServerClient.bound, "took \(elapsed)")
        let top = try #require(await client.session.top)
        #expect(top.path == "home")
        #expect(top.screen?.title == "home")
        #expect(await client.session.stack.count == 1)
        #expect(server.requests.last?.method == "POST")

        // The same session runs the next command.
        #expect(await client.session.perform(.command(CommandAction(url: "/done"))) == .completedWithMessage("Saved"))
    }

    @Test func aCommandErrorCarriesTheTypedError() async throws {
        // The outcome is text; the API client underneath throws the typed cases.
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = try BrokenServerClient(port: server.port)
        let state = ScreenState()
        for breakage in Breakage.all {
            let behaviour = breakage.behaviour(port: server.port)
            do throws(LoadError) {
                let result = try await client.api.command(CommandAction(url: behaviour), state: state)
                Issue.record("\(breakage.name): expected an error, got \(result.value)")
            } catch {
                breakage.check(error, url: server.url(behaviour), port: server.port)
            }
        }
    }

    // MARK: Connection refused

    @Test func startWhileTheServerRefusesThenRetryWhenItIsUp() async throws {
        let port = ClosedLoopbackPort.pick()
        let client = try BrokenServerClient(port: port)
        let url = client.screenURL("home")
        let elapsed = await ContinuousClock().measure { await client.session.start(at: "home") }
        let failed = try #require(await client.session.top)
        guard case .transport(.cannotConnect(let failedURL, _))? = failed.error else {
            Issue.record("expected cannotConnect, got \(String(describing: failed.error))")
            return
        }
        #expect(failedURL == url)
        #expect(failed.error?.description.hasPrefix("cannot connect to \(url): ") == true)
        #expect(elapsed < BrokenServerClient.bound, "took \(elapsed)")

        let server = try BrokenHTTPServer(port: port)
        defer { server.stop() }
        server.route("/v1/screens/home", to: "/screen?home")
        await client.session.retry()
        #expect(await client.session.top?.screen?.title == "home")
    }

    @Test func navigateAndCommandWhileTheServerIsDownThenBackUp() async throws {
        let first = try BrokenHTTPServer()
        let port = first.port
        let client = try BrokenServerClient(port: port)
        first.route("/v1/screens/home", to: "/screen?home")
        await client.session.start(at: "home")
        #expect(await client.session.top?.screen?.title == "home")
        first.stop()
        #expect(await eventually { first.isGone })

        // The screen never loaded, so there is no copy to fall back on: the refusal itself.
        let url = client.screenURL("target")
        let outcome = await client.session.perform(BrokenServerClient.navigateToTarget)
        let failed = try #require(await client.session.top)
        guard case .transport(.cannotConnect(let failedURL, _))? = failed.error else {
            Issue.record("expected cannotConnect, got \(String(describing: failed.error))")
            return
        }
        #expect(failedURL == url)
        #expect(outcome == .failed(failed.error?.description ?? "no error"))
        #expect(failed.header == BrokenServerClient.prefetchedHeader)
        #expect(await client.session.back())
        #expect(await client.session.top?.screen?.title == "home")

        let command = await client.session.perform(.command(CommandAction(url: "/done")))
        guard case .failed(let reason) = command else {
            Issue.record("expected the command to fail, got \(command)")
            return
        }
        #expect(reason.hasPrefix("cannot connect to \(first.url("/done")): "), "\(reason)")
        #expect(client.presenter.messages == ["The request failed: \(reason)"])
        #expect(await client.session.top?.screen?.title == "home")

        // The server comes back on the same port: the same session carries on.
        let second = try BrokenHTTPServer(port: port)
        defer { second.stop() }
        second.route("/v1/screens/home", to: "/screen?home")
        second.route("/v1/screens/target", to: "/screen?target")
        #expect(await client.session.perform(BrokenServerClient.navigateToTarget) == .completed)
        #expect(await client.session.top?.screen?.title == "target")
        #expect(await client.session.perform(.command(CommandAction(url: "/done"))) == .completedWithMessage("Saved"))
    }

    // MARK: Content types that are fine

    @Test(arguments: [
        "/screen?ok", "/typed-screen?application/json", "/typed-screen?APPLICATION/JSON ;charset=UTF-8",
        "/typed-screen?application/vnd.sdui.screen+json", "/untyped-screen",
    ])
    func jsonTypesAndAMissingTypeAreAccepted(behaviour: String) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = try BrokenServerClient(port: server.port)
        server.route("/v1/screens/target", to: behaviour)
        await client.session.start(at: "target")
        let top = try #require(await client.session.top)
        #expect(top.error == nil, "\(String(describing: top.error))")
        #expect(top.screen != nil)
    }
}

/// A session over libcurl with limits small enough for the broken server to
/// hit them quickly.
struct BrokenServerClient {
    /// Short against the server's minute-long stalls, long for the good answers the same
    /// session must get (home, a retry, the next command): at 2 s a machine busy with the
    /// whole suite could time one of those out.
    static let totalTimeout = 10.0
    static let maxResponseBytes = 200_000
    /// No failure may take much longer than the total timeout; past this it
    /// counts as a hang. Four times the timeout, for a machine busy with other
    /// work, and still below the server's minute-long stalls.
    static let bound = Duration.seconds(40)
    static let prefetchedHeader = Header(title: "Target", subtitle: "kept while it loads")
    static let navigateToTarget = Action.navigate(NavigateAction(
        destination: "target", presentation: .push, prefetched: PrefetchedScreen(title: "Target", header: prefetchedHeader)))

    let endpoint: ServerEndpoint
    let api: APIClient
    let session: Session
    let presenter = RecordingPresenter()

    init(port: Int) throws {
        endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:\(port)", apiVersion: 1)
        let registry = FeatureRegistry()
        let http = makeClient(totalTimeout: Self.totalTimeout, maxResponseBytes: Self.maxResponseBytes)
        api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry), userAgent: "sdui-tests/1.0")
        session = Session(api: api, registry: registry, presenter: presenter)
    }

    func screenURL(_ path: ScreenPath) -> String {
        endpoint.screenURL(path)
    }
}

/// One way the broken server misbehaves, and the error the client must end in.
struct Breakage: Sendable, CustomTestStringConvertible {
    enum Expected: Sendable {
        /// Exactly this error, given the URL asked for and the server's port.
        case error(@Sendable (_ url: String, _ port: Int) -> LoadError)
        /// libcurl's words vary: the case, the URL and a phrase of the detail.
        case connectionFailed(detailContaining: String)
        /// A body that does not parse as JSON.
        case malformedJSON
    }

    let name: String
    /// The `BrokenHTTPServer` behaviour; `{port}` stands for the server's port.
    let template: String
    let expected: Expected

    var testDescription: String { name }

    func behaviour(port: Int) -> String {
        template.replacing("{port}", with: String(port))
    }

    static let all: [Breakage] = [
        Breakage(name: "500 with a JSON error body", template: "/error-json", expected: .error { url, _ in
            .server(url: url, status: 500, message: "the database is on fire")
        }),
        Breakage(name: "500 with an HTML page", template: "/error-html", expected: .error { url, _ in
            .server(url: url, status: 500, message: BrokenHTTPServer.errorPage)
        }),
        Breakage(name: "truncated body", template: "/truncated", expected: .connectionFailed(detailContaining: "bytes remaining")),
        Breakage(name: "HTML page as text/html", template: "/wrong-type", expected: .error { url, _ in
            .unexpectedContentType(url: url, contentType: "text/html")
        }),
        Breakage(name: "a valid screen labelled text/html", template: "/screen-as-html", expected: .error { url, _ in
            .unexpectedContentType(url: url, contentType: "text/html; charset=utf-8")
        }),
        Breakage(name: "garbage as application/json", template: "/garbage-json", expected: .malformedJSON),
        Breakage(name: "huge body with a Content-Length", template: "/huge", expected: .error { url, _ in
            .transport(.tooLarge(url: url, limit: BrokenServerClient.maxResponseBytes))
        }),
        Breakage(name: "huge chunked body", template: "/huge-chunked", expected: .error { url, _ in
            .transport(.tooLarge(url: url, limit: BrokenServerClient.maxResponseBytes))
        }),
        Breakage(name: "body stalls past the total timeout", template: "/slow-body", expected: .error { url, _ in
            .transport(.timeout(url: url, phase: "total", seconds: BrokenServerClient.totalTimeout))
        }),
        Breakage(name: "headers stall past the total timeout", template: "/slow-headers", expected: .error { url, _ in
            .transport(.timeout(url: url, phase: "total", seconds: BrokenServerClient.totalTimeout))
        }),
        Breakage(name: "redirect to another host", template: "/redirect?302&http://localhost:{port}/screen?elsewhere",
                 expected: .error { url, port in
                     .transport(.redirectRefused(from: url, to: "http://localhost:\(port)/screen?elsewhere"))
                 }),
        Breakage(name: "connection closed after the request", template: "/close",
                 expected: .connectionFailed(detailContaining: "Empty reply from server")),
    ]

    /// Records an issue unless `error` is the expected one for `url`, and its
    /// description (what the user reads) names the URL.
    func check(_ error: LoadError?, url: String, port: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("\(name): expected an error, got none", sourceLocation: sourceLocation)
            return
        }
        #expect(error.description.contains(url), "\(name): \(error)", sourceLocation: sourceLocation)
        switch expected {
        case .error(let make):
            #expect(error == make(url, port), "\(name)", sourceLocation: sourceLocation)
        case .connectionFailed(let phrase):
            guard case .transport(.connectionFailed(let failedURL, let detail)) = error else {
                Issue.record("\(name): expected connectionFailed, got \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(failedURL == url, sourceLocation: sourceLocation)
            #expect(detail.contains(phrase), "\(name): \(detail)", sourceLocation: sourceLocation)
        case .malformedJSON:
            guard case .malformed(let failedURL, .invalidJSON) = error else {
                Issue.record("\(name): expected a JSON parse error, got \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(failedURL == url, sourceLocation: sourceLocation)
        }
    }
}

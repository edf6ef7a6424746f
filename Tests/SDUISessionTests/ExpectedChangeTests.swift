import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing

/// A command that declares the change it expects (`optimistic`): the session
/// shows it before the server answers (the answer is held back by a gate),
/// keeps it when the command succeeds (the server's patch or refreshed screen
/// then says what is true), and puts it back, saying why, when the command
/// fails: an error result, a transport failure, a timeout.
@Suite("Expected changes of commands", .timeLimit(.minutes(10)))
struct ExpectedChangeTests {
    static let commandURL = InMemoryHTTPClient.commandURL("favourite")
    static let screenURL = InMemoryHTTPClient.screenURL("playlists/baroque")

    /// The playlist menu's entry and the heart run the same command, which expects `favourite` to flip.
    static let command = #"""
        {"type": "command", "url": "/v1/commands/favourite", "payload": {"playlist": "baroque", "favourite": "@{!favourite}"},
         "optimistic": {"state": {"favourite": "@{!favourite}"},
                        "failureMessage": "@{favourite ? 'Could not remove this from your favourites' : 'Could not add this to your favourites'}"}}
        """#

    static func screen(favourite: Bool, command: String = command) -> String {
        #"""
        {"id": "playlist-baroque", "title": "Baroque", "initialState": {"favourite": \#(favourite)},
         "navigationBar": {"secondaryButtons": [{"title": "@{favourite ? 'Remove from favourites' : 'Add to favourites'}", "action": \#(command)}]},
         "sections": [{"id": "main", "components": [
           {"type": "button", "id": "heart", "label": "@{favourite ? '♥ In your favourites' : '♡ Add to favourites'}", "action": \#(command)}]}]}
        """#
    }

    /// A session on the playlist whose command answers are held until released.
    struct Setup {
        let http = InMemoryHTTPClient()
        let held: HoldingHTTPClient
        let presenter = RecordingPresenter()
        let session: Session

        init(screen: String = ExpectedChangeTests.screen(favourite: false)) async throws {
            held = HoldingHTTPClient(http, holding: ExpectedChangeTests.commandURL)
            let api = APIClient(http: held, endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                                factory: ScreenFactory(), userAgent: "sdui-tests/1.0", cache: MemoryScreenCache())
            session = Session(api: api, registry: FeatureRegistry(), presenter: presenter)
            http.route(ExpectedChangeTests.screenURL, json: screen)
            await session.start(at: "playlists/baroque")
        }

        var favourite: JSONValue? { get async { await session.stateValue(forKey: "favourite") } }
        var menuTitle: String? { get async { await session.top?.screen?.navigationBar?.secondaryButtons.first?.title } }
        var heartLabel: String? {
            get async { await session.top?.screen?.allComponents.first { $0.id == "heart" }?.content(as: ButtonComponent.self)?.label }
        }

        /// Presses the menu's first entry, as drawn now; returns once its request reached the server.
        func pressMenuEntry() async throws -> Task<ActionOutcome, Never> {
            let action = try #require(await session.top?.screen?.navigationBar?.secondaryButtons.first?.action)
            let session = self.session
            let press = Task { await session.perform(action) }
            await held.arrived.wait()
            return press
        }

        /// The body of the command request as sent.
        var sentBody: JSONValue? {
            http.requests.last { $0.url == ExpectedChangeTests.commandURL }.flatMap { try? JSONParser().parse($0.body ?? []) }
        }
    }

    @Test("shown at once, before the answer, and kept when the server's patch confirms it")
    func shownThenConfirmedByPatch() async throws {
        let setup = try await Setup()
        setup.http.route(Self.commandURL, json: #"""
            {"type": "done", "message": "Added", "patch": {"screen": "playlists/baroque", "operations": [], "state": {"favourite": true}}}
            """#)
        #expect(await setup.menuTitle == "Add to favourites")
        let press = try await setup.pressMenuEntry()
        // The server has the request and has not answered: the change already shows, the menu and the heart alike.
        #expect(await setup.favourite == .bool(true))
        #expect(await setup.menuTitle == "Remove from favourites")
        #expect(await setup.heartLabel == "♥ In your favourites")
        #expect(setup.presenter.diffs.last == ScreenDiff(updated: ["heart"], chromeChanged: true))

        await setup.held.release()
        #expect(await press.value == .completedWithMessage("Added"))
        // The payload was resolved when pressed, before the change.
        #expect(setup.sentBody?["favourite"] == .bool(true))
        #expect(await setup.favourite == .bool(true))
        #expect(await setup.menuTitle == "Remove from favourites")
        #expect(!setup.presenter.messages.contains { $0.hasPrefix("Could not") })
    }

    @Test("kept after a refresh that confirms it; the server's refreshed screen wins when it says otherwise", arguments: [true, false])
    func refreshSaysWhatIsTrue(serverStored: Bool) async throws {
        let setup = try await Setup()
        setup.http.route(Self.commandURL, json: #"{"type": "done", "message": "Done", "refresh": true}"#)
        let press = try await setup.pressMenuEntry()
        #expect(await setup.favourite == .bool(true))
        setup.http.route(Self.screenURL, json: Self.screen(favourite: serverStored))
        await setup.held.release()
        #expect(await press.value == .completedWithMessage("Done"))
        #expect(await setup.favourite == .bool(serverStored))
        #expect(await setup.heartLabel == (serverStored ? "♥ In your favourites" : "♡ Add to favourites"))
    }

    @Test("kept when the command succeeded but the refresh after it failed (an error, or only the offline copy)",
          arguments: [false, true])
    func keptWhenTheRefreshFails(offline: Bool) async throws {
        let setup = try await Setup()
        setup.http.route(Self.commandURL, json: #"{"type": "done", "message": "Done", "refresh": true}"#)
        let press = try await setup.pressMenuEntry()
        if offline {
            setup.http.disconnect(Self.screenURL)
        } else {
            setup.http.route(Self.screenURL, status: 500, json: #"{"error": {"code": "oops", "message": "Try again later."}}"#)
        }
        await setup.held.release()
        #expect(await press.value == .completedWithMessage("Done"))
        #expect(setup.presenter.messages.contains { $0.hasPrefix("Could not refresh") } == !offline)
        #expect(await setup.favourite == .bool(true), "the server accepted the command; nothing it said since contradicts it")
        #expect(!setup.presenter.messages.contains { $0.hasPrefix("Could not add") })
    }

    @Test("put back on an error result, with the server's failure message and its reason")
    func revertedOnErrorResult() async throws {
        let setup = try await Setup()
        setup.http.route(Self.commandURL, json: #"{"type": "error", "message": "There is no playlist 'baroque'."}"#)
        let press = try await setup.pressMenuEntry()
        #expect(await setup.heartLabel == "♥ In your favourites", "shown before the answer")
        await setup.held.release()
        #expect(await press.value == .failed("There is no playlist 'baroque'."))
        #expect(await setup.favourite == .bool(false))
        #expect(await setup.menuTitle == "Add to favourites")
        #expect(await setup.heartLabel == "♡ Add to favourites")
        #expect(setup.presenter.messages.last == "Could not add this to your favourites: There is no playlist 'baroque'.")
        #expect(setup.presenter.alerts.last == "Something went wrong: There is no playlist 'baroque'.")
    }

    @Test("put back on a transport failure and on a timeout", arguments: [
        TransportError.cannotConnect(url: commandURL, detail: "network is down"),
        TransportError.timeout(url: commandURL, phase: "waiting for the answer", seconds: 4),
    ])
    func revertedOnTransportFailure(failure: TransportError) async throws {
        let setup = try await Setup(screen: Self.screen(favourite: true))
        setup.http.route(Self.commandURL) { _ throws(TransportError) in throw failure }
        let press = try await setup.pressMenuEntry()
        #expect(await setup.favourite == .bool(false), "the removal shows at once")
        #expect(await setup.menuTitle == "Add to favourites")
        await setup.held.release()
        guard case .failed = await press.value else {
            Issue.record("the failed command succeeded")
            return
        }
        #expect(await setup.favourite == .bool(true))
        #expect(await setup.menuTitle == "Remove from favourites")
        let message = try #require(setup.presenter.messages.last)
        #expect(message.hasPrefix("Could not remove this from your favourites: "), "\(message)")
        #expect(message.contains(failure.description), "\(message)")
    }

    @Test("the listed state keys are sent as they were when the command was pressed")
    func sendsStateAsPressed() async throws {
        let command = #"{"type": "command", "url": "/v1/commands/favourite", "stateKeys": ["favourite"], "optimistic": {"state": {"favourite": true}}}"#
        let setup = try await Setup(screen: Self.screen(favourite: false, command: command))
        setup.http.route(Self.commandURL, json: #"{"type": "done"}"#)
        let press = try await setup.pressMenuEntry()
        #expect(await setup.favourite == .bool(true))
        await setup.held.release()
        #expect(await press.value == .completedWithMessage("Done"))
        #expect(setup.sentBody?["state"]?["favourite"] == .bool(false))
        #expect(await setup.favourite == .bool(true), "a plain done keeps the change")
    }

    @Test("without a failure message the client's own words say it was put back")
    func defaultFailureMessage() async throws {
        let command = #"{"type": "command", "url": "/v1/commands/favourite", "optimistic": {"state": {"favourite": true}}}"#
        let setup = try await Setup(screen: Self.screen(favourite: false, command: command))
        setup.http.route(Self.commandURL, json: #"{"type": "error", "message": "No."}"#)
        let press = try await setup.pressMenuEntry()
        await setup.held.release()
        #expect(await press.value == .failed("No."))
        #expect(await setup.favourite == .bool(false))
        #expect(setup.presenter.messages.last == "\(Session.defaultExpectedChangeFailure): No.")
    }

    @Test("a value whose expression could not be evaluated is not shown as text: the client waits for the answer")
    func unresolvedValueIsNotShown() async throws {
        let command = #"{"type": "command", "url": "/v1/commands/favourite", "optimistic": {"state": {"favourite": "@{favourite +}"}}}"#
        let setup = try await Setup(screen: Self.screen(favourite: false, command: command))
        setup.http.route(Self.commandURL, json: #"{"type": "done"}"#)
        let press = try await setup.pressMenuEntry()
        #expect(await setup.favourite == .bool(false))
        await setup.held.release()
        #expect(await press.value == .completedWithMessage("Done"))
        #expect(await setup.favourite == .bool(false))
    }

    @Test("a malformed `optimistic` is dropped with a diagnostic; the command itself is kept")
    func malformedIsDropped() throws {
        let decoded = try ScreenFactory().makeScreen(from: Array(Self.screen(favourite: false, command: #"""
            {"type": "command", "url": "/v1/commands/favourite", "optimistic": {"state": "favourite"}}
            """#).utf8))
        guard case .command(let command)? = decoded.value.allComponents.first?.content(as: ButtonComponent.self)?.action else {
            Issue.record("the command was not kept")
            return
        }
        #expect(command.url == "/v1/commands/favourite")
        #expect(command.optimistic == nil)
        #expect(decoded.diagnostics.contains { $0.path.hasPrefix("sections[0].components[0].action.optimistic") && $0.reason.hasSuffix("the field is ignored") }, "\(decoded.diagnostics.map { "\($0.path) \($0.reason)" })")
    }

    @Test("the capability is declared, so servers know this client applies it")
    func declared() {
        #expect(ScreenFactory().capabilities.headerValue.contains("f:optimistic@1"))
    }
}

/// Holds every answer to one URL until `release()`; `arrived` opens once a
/// request for it came in, so a test sees what the client shows meanwhile.
final class HoldingHTTPClient: HTTPClient {
    private let wrapped: any HTTPClient
    private let url: String
    private let gate = Gate()
    /// Opens when the first request for the held URL arrives.
    let arrived = Gate()

    init(_ wrapped: any HTTPClient, holding url: String) {
        self.wrapped = wrapped
        self.url = url
    }

    func release() async { await gate.open() }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        if request.url == url {
            await arrived.open()
            await gate.wait()
        }
        return try await wrapped.send(request)
    }
}

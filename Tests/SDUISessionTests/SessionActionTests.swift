import JSON
import SDUI
import SDUISession
import Testing

@Suite("Session actions")
struct SessionActionTests {
    static let playlist = Harness.screenURL("playlists/baroque")

    func playlistHarness(answers: [String?] = []) async throws -> Harness {
        let harness = try Harness(answers: answers)
        harness.http.route(Self.playlist, json: Harness.screen(
            "baroque", title: "Baroque", components: #"{"type": "text", "id": "intro", "paragraphs": "Old music"}"#,
            extra: #", "initialState": {"note": "loved it"}"#), etag: "\"v1\"")
        await harness.session.start(at: "playlists/baroque")
        return harness
    }

    @Test func commandPostsPayloadAndStateThenRefreshesWithTheETag() async throws {
        let harness = try await playlistHarness()
        harness.http.route("\(Harness.base)/v1/commands/favourite", json: #"{"type": "done", "message": "Added to favourites", "refresh": true}"#)
        let outcome = await harness.session.perform(.command(CommandAction(
            url: "/v1/commands/favourite", payload: ["playlist": "baroque"], stateKeys: ["note"])))
        #expect(outcome == .completedWithMessage("Added to favourites"))
        #expect(harness.presenter.messages == ["Added to favourites"])
        let post = try #require(harness.http.requests.first { $0.method == "POST" })
        #expect(post.header("Content-Type") == "application/json")
        #expect(try JSONParser().parse(post.body ?? []) == ["playlist": "baroque", "state": ["note": "loved it"]])
        let refresh = try #require(harness.http.requests.last)
        #expect(refresh.url == Self.playlist)
        #expect(refresh.header("If-None-Match") == "\"v1\"")
        // 304: nothing to redraw.
        let updates = harness.presenter.changes.filter { if case .entryUpdated = $0 { return true } else { return false } }
        #expect(updates.count == 1)
    }

    @Test func changedScreenOnRefreshReportsADiffByComponentID() async throws {
        let harness = try await playlistHarness()
        harness.http.route(Self.playlist, json: Harness.screen(
            "baroque", title: "Baroque", components: #"{"type": "text", "id": "intro", "paragraphs": "Older music"}, {"type": "divider", "id": "line"}"#),
            etag: "\"v2\"")
        #expect(await harness.session.refresh() == .completed)
        guard case .entryUpdated(let entry, let diff) = harness.presenter.changes.last else {
            Issue.record("no update after a changed refresh")
            return
        }
        #expect(diff == ScreenDiff(inserted: ["line"], removed: [], updated: ["intro"], chromeChanged: false))
        #expect(entry.state["note"] == "loved it")
    }

    @Test func requestInputAsksTheUserAndSendsTheAnswer() async throws {
        let harness = try await playlistHarness(answers: ["Evening"])
        harness.http.route("\(Harness.base)/v1/commands/playlists/new", json: #"""
        {"type": "requestInput", "prompt": "Name of the new playlist", "input": {"kind": "text", "placeholder": "My playlist"},
         "submit": {"url": "/v1/commands/playlists/create", "payload": {"from": "menu"}, "answerKey": "name"}}
        """#)
        harness.http.route("\(Harness.base)/v1/commands/playlists/create") { request throws(TransportError) in
            let body = (try? JSONParser().parse(request.body ?? [])) ?? .null
            let name = body["name"]?.stringValue ?? "?"
            return HTTPResponse(status: 200, body: Array(#"{"type": "done", "message": "Created \#(name)"}"#.utf8), url: request.url)
        }
        let outcome = await harness.session.perform(.command(CommandAction(url: "/v1/commands/playlists/new")))
        #expect(outcome == .completedWithMessage("Created Evening"))
        #expect(harness.presenter.inputRequests.map(\.prompt) == ["Name of the new playlist"])
        let submit = try #require(harness.http.requests.last)
        #expect(try JSONParser().parse(submit.body ?? []) == ["from": "menu", "name": "Evening"])
    }

    @Test func cancelledInputSendsNothing() async throws {
        let harness = try await playlistHarness(answers: [nil])
        harness.http.route("\(Harness.base)/v1/commands/ask", json: #"""
        {"type": "requestInput", "prompt": "Pick", "input": {"kind": "choice", "options": [{"title": "A", "value": "a"}]},
         "submit": {"url": "/v1/commands/answer", "answerKey": "choice"}}
        """#)
        #expect(await harness.session.perform(.command(CommandAction(url: "/v1/commands/ask"))) == .cancelled)
        #expect(!harness.http.requests.contains { $0.url.hasSuffix("/answer") })
    }

    @Test func aServersLocalQuestionIsNotAskedForNothing() async throws {
        let harness = try await playlistHarness(answers: ["never typed"])
        harness.http.route("\(Harness.base)/v1/commands/ask", json: #"""
        {"type": "requestInput", "prompt": "Pick", "input": {"kind": "text"}, "submit": {"url": "local:scanBarcode", "answerKey": "code"}}
        """#)
        let outcome = await harness.session.perform(.command(CommandAction(url: "/v1/commands/ask")))
        #expect(outcome == .failed("The server asked a question with nowhere to send the answer ('local:scanBarcode')."))
        #expect(harness.presenter.inputRequests.isEmpty, "the person is not asked a question whose answer would go nowhere")
        #expect(harness.http.requests.last?.url == "\(Harness.base)/v1/commands/ask", "nothing is sent after the question")
    }

    @Test func commandErrorsAndUnknownResultsAreShown() async throws {
        let harness = try await playlistHarness()
        harness.http.route("\(Harness.base)/v1/commands/pay", json: #"{"type": "error", "message": "Card declined"}"#)
        harness.http.route("\(Harness.base)/v1/commands/new", json: #"{"type": "celebrate"}"#)
        #expect(await harness.session.perform(.command(CommandAction(url: "/v1/commands/pay"))) == .failed("Card declined"))
        #expect(harness.presenter.alerts == ["Something went wrong: Card declined"])
        let unknown = await harness.session.perform(.command(CommandAction(url: "/v1/commands/new")))
        #expect(unknown == .failed("The server answered with a result this client does not know ('celebrate')."))
    }

    @Test func sequenceStopsAtTheFirstFailureAndNamesIt() async throws {
        let harness = try await playlistHarness()
        harness.http.route("\(Harness.base)/v1/commands/ok", json: #"{"type": "done"}"#)
        let outcome = await harness.session.perform(.sequence(SequenceAction(actions: [
            .command(CommandAction(url: "/v1/commands/ok")),
            .openURL(OpenURLAction(url: "http://evil.example/")),
            .showAlert(ShowAlertAction(title: "never shown")),
        ])))
        #expect(outcome == .failed("step 2 of 3 ('openURL') failed: Refused to open http://evil.example/: only https links (or http on this machine) are opened."))
        #expect(harness.presenter.alerts.isEmpty)
    }

    @Test func openURLOnlyOpensSafeLinks() async throws {
        let harness = try await playlistHarness()
        #expect(await harness.session.perform(.openURL(OpenURLAction(url: "https://music.example/help"))) == .completed)
        #expect(await harness.session.perform(.openURL(OpenURLAction(url: "/v1/help"))) == .completed)
        for refused in ["http://music.example/", "javascript:alert(1)", "file:///etc/passwd", "https://user@music.example/"] {
            let outcome = await harness.session.perform(.openURL(OpenURLAction(url: refused)))
            #expect(!outcome.succeeded, "\(refused)")
        }
        #expect(harness.presenter.opened == ["https://music.example/help", "http://127.0.0.1:9/v1/help"])
    }

    @Test func featureActionsRunTheirHandlerAndUnknownOnesSaySo() async throws {
        struct Wave: ActionContent { static let typeName: TypeName = "test.wave"; var times: Int }
        struct WaveHandler: ActionHandler {
            func run(_ action: Wave, in context: any ActionContext) async -> ActionOutcome {
                let times = action.times
                await context.setStateValue(.number(JSONNumber(times)), forKey: "waves")
                return await context.perform(.showAlert(ShowAlertAction(title: "waved \(times)")))
            }
        }
        var registry = FeatureRegistry()
        try registry.register(action: Wave.self, owner: "Test")
        try registry.register(handler: WaveHandler(), owner: "Test")
        let harness = try Harness(registry: registry)
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"))
        await harness.session.start(at: "home")
        #expect(await harness.session.perform(.custom(CustomAction(Wave(times: 3)))) == .completed)
        #expect(harness.presenter.alerts == ["waved 3"])
        #expect(await harness.session.stateValue(forKey: "waves") == 3)

        let orphan = await harness.session.perform(.custom(CustomAction(StickerlessAction())))
        #expect(orphan == .failed("No handler is registered for 'test.orphan' actions in this client."))
        let unsupported = await harness.session.perform(.unsupported(UnsupportedAction(type: "play", raw: [:], reason: "Open the full client to play music.")))
        #expect(unsupported == .failed("Open the full client to play music."))
        #expect(harness.presenter.messages.last == "Open the full client to play music.")
    }

    @Test func shareAndAlertGoToThePresenter() async throws {
        let harness = try await playlistHarness()
        await harness.session.perform(.share(ShareAction(title: "Listen", url: "https://music.example/p/1")))
        await harness.session.perform(.showAlert(ShowAlertAction(title: "Closed", message: "Opens at 9")))
        #expect(harness.presenter.shared == ["Listen https://music.example/p/1"])
        #expect(harness.presenter.alerts == ["Closed: Opens at 9"])
    }
}

struct StickerlessAction: ActionContent {
    static let typeName: TypeName = "test.orphan"
}

/// A screen whose texts and visibility follow its state as the user acts.
@Suite("Session: screens with expressions")
struct SessionExpressionTests {
    static let order = Harness.screenURL("order")

    @Test func stateChangesResolveTheScreenAgainAndReportWhatChanged() async throws {
        let harness = try Harness()
        harness.http.route(Self.order, json: Harness.screen("order", title: "Order", components: #"""
            {"type": "text", "id": "total", "paragraphs": "@{count} × € 2.50"},
            {"type": "text", "id": "extra", "visible": "@{insured}", "paragraphs": "Insured"},
            {"type": "text", "id": "fixed", "paragraphs": "Thank you"}
            """#, extra: #", "initialState": {"count": 1, "insured": false}"#))
        await harness.session.start(at: "order")
        let first = try #require(await harness.session.top?.screen)
        #expect(first.allComponents.map(\.id) == ["total", "fixed"])

        await harness.session.setState(.bool(true), forKey: "insured")
        let shown = try #require(await harness.session.top?.screen)
        #expect(shown.allComponents.map(\.id) == ["total", "extra", "fixed"])
        #expect(harness.presenter.diffs.last == ScreenDiff(inserted: ["extra"], removed: [], updated: [], chromeChanged: false))

        #expect(await harness.session.perform(.updateState(UpdateStateAction(key: "count", value: .number(JSONNumber(3))))) == .completed)
        let counted = try #require(await harness.session.top?.screen)
        #expect(counted.allComponents.first { $0.id == "total" }?.content(as: TextComponent.self)?.paragraphs == ["3 × € 2.50"])
        #expect(harness.presenter.diffs.last == ScreenDiff(inserted: [], removed: [], updated: ["total"], chromeChanged: false))
    }
}

/// `refreshInterval`: a shown screen revalidates itself, no more often than the floor.
@Suite("Session: timed refresh")
struct SessionTimedRefreshTests {
    static let status = Harness.screenURL("status")

    @Test func dueScreensRevalidateWithTheirETagAndUnchangedOnesRedrawNothing() async throws {
        let harness = try Harness()
        harness.http.route(Self.status, json: Harness.screen("status", title: "Order", components: #"{"type": "text", "id": "s", "paragraphs": "Waiting"}"#,
                                                             extra: #", "refreshInterval": 10"#), etag: "\"a\"")
        await harness.session.start(at: "status")
        let fetched = try #require(await harness.session.top?.fetchedAt)
        let requests = harness.http.requests.count

        #expect(await harness.session.refreshIfDue(now: fetched + .seconds(9)) == false, "refreshed before its interval")
        #expect(harness.http.requests.count == requests)

        // Unchanged: revalidated with the ETag; a 304 redraws nothing.
        let updatesBefore = harness.presenter.changes.count
        #expect(await harness.session.refreshIfDue(now: fetched + .seconds(10)))
        #expect(harness.http.requests.count == requests + 1)
        #expect(harness.http.requests.last?.header("If-None-Match") == "\"a\"")
        #expect(harness.presenter.changes.count == updatesBefore)

        // Changed on the server: the next due refresh shows it.
        harness.http.route(Self.status, json: Harness.screen("status", title: "Order", components: #"{"type": "text", "id": "s", "paragraphs": "Ready"}"#,
                                                             extra: #", "refreshInterval": 10"#), etag: "\"b\"")
        let refetched = try #require(await harness.session.top?.fetchedAt)
        #expect(await harness.session.refreshIfDue(now: refetched + .seconds(10)))
        #expect(await harness.session.top?.screen?.allComponents.first?.content(as: TextComponent.self)?.paragraphs == ["Ready"])
    }

    @Test func theFloorHoldsAndScreensWithoutAnIntervalNeverRefresh() async throws {
        let harness = try Harness()
        harness.http.route(Self.status, json: Harness.screen("status", title: "Order", extra: #", "refreshInterval": 1"#))
        await harness.session.start(at: "status")
        let fetched = try #require(await harness.session.top?.fetchedAt)
        #expect(await harness.session.refreshIfDue(now: fetched + .seconds(4)) == false, "refreshed under the 5 s floor")
        #expect(await harness.session.refreshIfDue(now: fetched + .seconds(5)))

        let plain = try Harness()
        plain.http.route(Harness.screenURL("plain"), json: Harness.screen("plain", title: "Plain"))
        await plain.session.start(at: "plain")
        #expect(await plain.session.refreshIfDue(now: .now + .seconds(3600)) == false)
    }

    @Test func aFailedTimedRefreshKeepsTheScreenAndSaysNothing() async throws {
        let harness = try Harness()
        harness.http.route(Self.status, json: Harness.screen("status", title: "Order", components: #"{"type": "text", "id": "s", "paragraphs": "Waiting"}"#,
                                                             extra: #", "refreshInterval": 10"#))
        await harness.session.start(at: "status")
        let fetched = try #require(await harness.session.top?.fetchedAt)
        harness.http.route(Self.status, status: 500, json: #"{"error": {"code": "boom", "message": "Down"}}"#)
        #expect(await harness.session.refreshIfDue(now: fetched + .seconds(10)))
        #expect(harness.presenter.messages.isEmpty)
        #expect(await harness.session.top?.screen?.allComponents.first?.content(as: TextComponent.self)?.paragraphs == ["Waiting"])
        // Tried again only after another interval.
        let retried = try #require(await harness.session.top?.fetchedAt)
        #expect(retried > fetched)
    }

    @Test func aNonPositiveIntervalIsADiagnosticAndNoRefresh() throws {
        let decoded = try ScreenFactory().makeScreen(from: Array(#"{"id": "x", "refreshInterval": 0, "sections": []}"#.utf8))
        #expect(decoded.value.refreshInterval == nil)
        #expect(decoded.diagnostics.map(\.path) == ["refreshInterval"])
    }
}

/// A button that `validates` fields: nothing is sent while one is invalid.
@Suite("Session: field validation")
struct SessionValidationTests {
    static let form = Harness.screenURL("form")

    @Test func invalidFieldsStopTheActionShowTheirMessageAndAskForFocus() async throws {
        let harness = try Harness()
        harness.http.route(Self.form, json: Harness.screen("form", title: "Form", components: #"""
            {"type": "textField", "id": "email-field", "stateKey": "email", "validation": [{"rule": "required", "message": "Enter your email."}]},
            {"type": "button", "id": "send", "label": "Send", "validates": ["email"],
             "action": {"type": "command", "url": "/v1/commands/send", "stateKeys": ["email"]}}
            """#, extra: #", "initialState": {"email": ""}"#))
        harness.http.route("\(Harness.base)/v1/commands/send", json: #"{"type": "done", "message": "Sent"}"#)
        await harness.session.start(at: "form")
        let button = try #require(await harness.session.top?.screen?.allComponents.first { $0.id == "send" }?.content(as: ButtonComponent.self))

        let refused = await harness.session.perform(button.action, from: "send")
        #expect(refused == .failed("Enter your email."))
        #expect(!harness.http.requests.contains { $0.method == "POST" }, "an invalid form was sent")
        let state = try #require(await harness.session.top?.state)
        #expect(state.fieldError(forKey: "email") == "Enter your email.")
        #expect(state.focusRequest?.componentID == "email-field")
        #expect(state.values(forKeys: ["email"]) == ["email": ""], "the message is not state a command sends")

        // Editing the field clears its message; a valid form is sent.
        await harness.session.setState("ada@example.com", forKey: "email")
        #expect(await harness.session.top?.state.fieldError(forKey: "email") == nil)
        #expect(await harness.session.perform(button.action, from: "send") == .completedWithMessage("Sent"))
        let post = try #require(harness.http.requests.first { $0.method == "POST" })
        #expect(try JSONParser().parse(post.body ?? []) == ["state": ["email": "ada@example.com"]])
    }
}

/// The server checks too: its error can point at a field by state key.
@Suite("Session: server errors about a field")
struct SessionFieldErrorTests {
    @Test func anErrorNamingAFieldGoesUnderThatFieldOthersAreAlerts() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("address"), json: Harness.screen("address", title: "Address", components: #"""
            {"type": "textField", "id": "street-field", "stateKey": "street"},
            {"type": "button", "id": "save", "label": "Save", "action": {"type": "command", "url": "/v1/commands/address", "stateKeys": ["street"]}}
            """#, extra: #", "initialState": {"street": "Nowhere 1"}"#))
        harness.http.route("\(Harness.base)/v1/commands/address", json: #"{"type": "error", "message": "That street is not known.", "field": "street"}"#)
        await harness.session.start(at: "address")
        let action = Action.command(CommandAction(url: "/v1/commands/address", stateKeys: ["street"]))
        #expect(await harness.session.perform(action, from: "save") == .failed("That street is not known."))
        let state = try #require(await harness.session.top?.state)
        #expect(state.fieldError(forKey: "street") == "That street is not known.")
        #expect(state.focusRequest?.componentID == "street-field")
        #expect(harness.presenter.alerts.isEmpty)

        // A field the screen does not have (or none): an alert, as before.
        harness.http.route("\(Harness.base)/v1/commands/address", json: #"{"type": "error", "message": "Try later.", "field": "zip"}"#)
        #expect(await harness.session.perform(action, from: "save") == .failed("Try later."))
        #expect(harness.presenter.alerts.count == 1)
    }
}

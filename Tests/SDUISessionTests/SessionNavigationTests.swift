import JSON
import SDUI
import SDUISession
import Testing

@Suite("Session navigation")
struct SessionNavigationTests {
    @Test func startLoadsTheRootWithTheContractHeaders() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"), etag: "\"h1\"")
        await harness.session.start(at: "home")
        let top = try #require(await harness.session.top)
        #expect(top.screen?.title == "Home")
        let request = try #require(harness.http.requests.first)
        #expect(request.header("Accept") == "application/json")
        #expect(request.header("User-Agent") == "sdui-tests/1.0")
        #expect(request.header("SDUI-API-Version") == "1")
        #expect(request.header("SDUI-Capabilities")?.contains("c:detailRow@1") == true)
        #expect(request.header("X-Test") == "decorated")
        #expect(request.header("If-None-Match") == nil)
    }

    @Test func prefetchedHeaderIsVisibleBeforeTheBodyArrives() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"))
        harness.http.route(Harness.screenURL("composers/bach"),
                           json: Harness.screen("bach", title: "J.S. Bach", components: #"{"type": "text", "id": "bio", "paragraphs": "Born 1685"}"#,
                                                extra: #", "header": {"title": "Johann Sebastian Bach"}"#))
        await harness.session.start(at: "home")
        let gate = harness.http.gate(Harness.screenURL("composers/bach"))
        let navigate = Action.navigate(NavigateAction(
            destination: "composers/bach", presentation: .push,
            prefetched: PrefetchedScreen(title: "J.S. Bach", header: Header(title: "Johann Sebastian Bach", subtitle: "1685 – 1750"))))
        let running = Task { await harness.session.perform(navigate, from: "carousel-bach") }

        // Wait until the entry is pushed; the body is still held back by the gate.
        var loading: NavigationEntry?
        for _ in 0..<1000 {
            if let top = await harness.session.top, top.path == "composers/bach" { loading = top; break }
            await Task.yield()
        }
        let entry = try #require(loading)
        #expect(entry.isLoading)
        #expect(entry.title == "J.S. Bach")
        #expect(entry.header?.subtitle == "1685 – 1750")
        #expect(entry.screen == nil)

        await gate.open()
        #expect(await running.value == .completed)
        let loaded = try #require(await harness.session.top)
        #expect(loaded.screen?.sections.first?.components.first?.id == "bio")
        #expect(loaded.header?.title == "Johann Sebastian Bach")
        #expect(loaded.header?.subtitle == nil)
    }

    @Test func failedLoadKeepsTheHeaderAndRetries() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen("home", title: "Home"))
        harness.http.route(Harness.screenURL("broken"), status: 500, json: #"{"error": {"code": "boom", "message": "database down"}}"#)
        await harness.session.start(at: "home")
        let outcome = await harness.session.perform(.navigate(NavigateAction(
            destination: "broken", prefetched: PrefetchedScreen(title: "Broken", header: Header(title: "Kept")))))
        #expect(outcome == .failed("http://127.0.0.1:9/v1/screens/broken answered HTTP 500: database down"))
        let failed = try #require(await harness.session.top)
        #expect(failed.error == .server(url: Harness.screenURL("broken"), status: 500, message: "database down"))
        #expect(failed.header?.title == "Kept")

        harness.http.route(Harness.screenURL("broken"), json: Harness.screen("broken", title: "Fixed"))
        await harness.session.retry()
        #expect(await harness.session.top?.screen?.title == "Fixed")
    }

    @Test func backKeepsTheStateOfTheScreenBelow() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("form"), json: Harness.screen("form", title: "Form", extra: #", "initialState": {"name": "", "count": 1}"#))
        harness.http.route(Harness.screenURL("next"), json: Harness.screen("next", title: "Next"))
        await harness.session.start(at: "form")
        await harness.session.setState("Ada", forKey: "name")
        await harness.session.perform(.updateState(UpdateStateAction(key: "count", value: 2)))
        await harness.session.perform(.navigate(NavigateAction(destination: "next")))
        #expect(await harness.session.stack.count == 2)
        #expect(await harness.session.stateValue(forKey: "name") == nil)
        #expect(await harness.session.back())
        #expect(await harness.session.stateValue(forKey: "name") == "Ada")
        #expect(await harness.session.stateValue(forKey: "count") == 2)
        #expect(await !harness.session.back())
    }

    @Test func dismissClosesTheSheetAndWhatWasPushedOnIt() async throws {
        let harness = try Harness()
        for path in ["home", "sheet", "inside"] {
            harness.http.route(Harness.screenURL(path), json: Harness.screen(path, title: path))
        }
        await harness.session.start(at: "home")
        await harness.session.perform(.navigate(NavigateAction(destination: "sheet", presentation: .sheet)))
        await harness.session.perform(.navigate(NavigateAction(destination: "inside")))
        #expect(await harness.session.stack.map(\.path) == ["home", "sheet", "inside"])
        #expect(await harness.session.dismiss())
        #expect(await harness.session.stack.map(\.path) == ["home"])
    }

    @Test func observersSeeViewsActionsAndDiagnostics() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("home"), json: Harness.screen(
            "home", title: "Home", components: #"{"type": "hologram"}"#,
            extra: #", "analytics": {"screenName": "home", "properties": {"tab": "parcels"}}"#))
        await harness.session.start(at: "home")
        await harness.session.perform(.showAlert(ShowAlertAction(title: "Hi")), from: "greeting")
        await harness.session.end()
        let events = harness.observer.all
        #expect(events.count == 5)
        #expect(events[0] == .sessionStarted)
        #expect(events[1] == .screenViewed(path: "home", screenID: "home",
                                           analytics: AnalyticsMetadata(screenName: "home", properties: ["tab": "parcels"])))
        guard case .diagnosticsSeen(let path, let diagnostics) = events[2] else {
            Issue.record("expected diagnostics, got \(events[2])")
            return
        }
        #expect(path == "home")
        #expect(diagnostics.map(\.kind) == [.unknownType("hologram")])
        // With the screen's metadata, so an experiment's variant reaches every event of its screen.
        #expect(events[3] == .actionRan(type: "showAlert", componentID: "greeting", outcome: .completed,
                                        analytics: AnalyticsMetadata(screenName: "home", properties: ["tab": "parcels"])))
        #expect(events[4] == .sessionEnded)
    }

    @Test func malformedAndUnauthorizedResponsesAreTypedErrors() async throws {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("bad"), json: #"{"id": "bad", "sections": 12}"#)
        harness.http.route(Harness.screenURL("truncated"), json: #"{"id": "t", "sections": [{"#)
        harness.http.route(Harness.screenURL("profile"), status: 401, json: #"{"error": {"code": "unauthorized", "message": "log in to see your profile"}}"#)
        await harness.session.start(at: "bad")
        #expect(await harness.session.top?.error == .malformed(url: Harness.screenURL("bad"), .missingSections(found: "number")))
        await harness.session.perform(.navigate(NavigateAction(destination: "truncated")))
        guard case .malformed(_, .invalidJSON(let parse)) = await harness.session.top?.error else {
            Issue.record("expected a parse error")
            return
        }
        #expect(parse.kind == .unexpectedEndOfInput)
        await harness.session.perform(.navigate(NavigateAction(destination: "profile")))
        #expect(await harness.session.top?.error == .unauthorized(url: Harness.screenURL("profile"), message: "log in to see your profile"))
    }
}

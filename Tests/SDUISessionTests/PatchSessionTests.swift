import JSON
import SDUI
import SDUISession
import Testing

/// A command's patch on the client: applied whole, redrawn by what changed,
/// kept through state changes, dropped by the next load; one that does not
/// fit the screen changes nothing and the screen is loaded again.
@Suite("Patches in the session")
struct PatchSessionTests {
    static let url = Harness.screenURL("playlists/mine")

    static func harness() async throws -> Harness {
        let harness = try Harness()
        harness.http.route(url, json: Harness.screen("mine", title: "Mine", components: """
            {"type": "text", "id": "intro", "paragraphs": "Yours"},
            {"type": "lazyList", "id": "tracks", "children": [{"type": "detailRow", "id": "t1", "title": "One"}]}
            """, extra: #", "initialState": {"count": 1}"#), etag: "\"v1\"")
        await harness.session.start(at: "playlists/mine")
        return harness
    }

    static func answer(_ harness: Harness, _ json: String) {
        harness.http.route("\(Harness.base)/v1/commands/edit", json: json)
    }

    static func run(_ harness: Harness) async -> ActionOutcome {
        await harness.session.perform(.command(CommandAction(url: "/v1/commands/edit")))
    }

    static func rows(_ harness: Harness) async -> [String] {
        let screen = await harness.session.top?.screen
        return screen?.sections.first?.components.last?.content(as: LazyListComponent.self)?.children.map(\.id) ?? []
    }

    @Test("operations and state apply together, the diff names the new row, and no request but the command's is made")
    func applies() async throws {
        let harness = try await Self.harness()
        Self.answer(harness, """
            {"type": "done", "message": "Added", "patch": {"screen": "playlists/mine", "operations": [
              {"op": "insertAfter", "id": "t1", "components": [{"type": "detailRow", "id": "t2", "title": "Two"}]},
              {"op": "replace", "id": "intro", "component": {"type": "text", "id": "intro", "paragraphs": "Yours, now two"}}],
             "state": {"count": 2}}}
            """)
        let requests = harness.http.requests.count
        #expect(await Self.run(harness) == .completedWithMessage("Added"))
        #expect(harness.http.requests.count == requests + 1, "the command only")
        #expect(await Self.rows(harness) == ["t1", "t2"])
        #expect(await harness.session.stateValue(forKey: "count") == 2)
        #expect(harness.presenter.diffs.last == ScreenDiff(inserted: ["t2"], updated: ["intro", "tracks"]))
        // The next load says what the screen is: the patch is dropped.
        harness.http.route(Self.url, json: Harness.screen("mine", title: "Mine", components: #"{"type": "text", "id": "intro", "paragraphs": "Fresh"}"#),
                           etag: "\"v2\"")
        #expect(await harness.session.refresh() == .completed)
        #expect(await harness.session.top?.patches.isEmpty == true)
        #expect(await Self.rows(harness) == [])
    }

    @Test("what a patch puts on a screen with expressions reads the state, and hides by visible, in this state and every later one")
    func patchedDocument() async throws {
        let harness = try Harness()
        let url = Harness.screenURL("counter")
        harness.http.route(url, json: Harness.screen("counter", title: "Counter", components: """
            {"type": "text", "id": "intro", "paragraphs": "Count @{count}"},
            {"type": "text", "id": "last", "paragraphs": "End"}
            """, extra: #", "initialState": {"count": 1, "on": false}"#))
        await harness.session.start(at: "counter")
        Self.answer(harness, """
            {"type": "done", "message": "Counted", "patch": {"screen": "counter", "operations": [
              {"op": "replace", "id": "intro", "component": {"type": "text", "id": "intro", "paragraphs": "Counted @{count} times"}},
              {"op": "insertAfter", "id": "intro", "components": [{"type": "text", "id": "extra", "paragraphs": "On", "visible": "@{on}"}]}],
             "state": {"count": 2}}}
            """)
        #expect(await Self.run(harness) == .completedWithMessage("Counted"))
        func shown() async -> [String] {
            await harness.session.top?.screen?.allComponents.compactMap { $0.content(as: TextComponent.self)?.paragraphs.first } ?? []
        }
        #expect(await shown() == ["Counted 2 times", "End"])
        #expect(await harness.session.top?.patches.count == 1)
        await harness.session.setState(.bool(true), forKey: "on")
        #expect(await shown() == ["Counted 2 times", "On", "End"])
        await harness.session.setState(.number(JSONNumber(3)), forKey: "count")
        #expect(await shown() == ["Counted 3 times", "On", "End"])
    }

    @Test("a patch whose second operation names a missing id changes nothing, is reported, and the screen is loaded again")
    func allOrNothing() async throws {
        let harness = try await Self.harness()
        Self.answer(harness, """
            {"type": "done", "message": "Added", "patch": {"screen": "playlists/mine", "operations": [
              {"op": "insertAfter", "id": "t1", "components": [{"type": "detailRow", "id": "t2", "title": "Two"}]},
              {"op": "remove", "id": "nowhere"}], "state": {"count": 5}}}
            """)
        #expect(await Self.run(harness) == .completedWithMessage("Added"))
        #expect(await Self.rows(harness) == ["t1"])
        #expect(await harness.session.stateValue(forKey: "count") == 1)
        #expect(await harness.session.top?.patches.isEmpty == true)
        let reload = try #require(harness.http.requests.last)
        #expect(reload.url == Self.url && reload.header("If-None-Match") == "\"v1\"")
        let reported = harness.observer.all.contains { event in
            if case .diagnosticsSeen(_, let diagnostics) = event { return diagnostics.contains { $0.reason.contains("'nowhere'") } }
            return false
        }
        #expect(reported)
    }

    @Test("a patch for another screen, or one this client cannot read, loads the screen again")
    func otherScreenOrUnreadable() async throws {
        let harness = try await Self.harness()
        Self.answer(harness, #"{"type": "done", "patch": {"screen": "elsewhere", "operations": [{"op": "remove", "id": "t1"}]}}"#)
        _ = await Self.run(harness)
        #expect(await Self.rows(harness) == ["t1"])
        #expect(harness.http.requests.last?.url == Self.url)

        let before = harness.http.requests.count
        Self.answer(harness, #"{"type": "done", "patch": {"screen": "playlists/mine", "operations": [{"op": "explode", "id": "t1"}]}}"#)
        _ = await Self.run(harness)
        #expect(await Self.rows(harness) == ["t1"])
        #expect(harness.http.requests.count == before + 2, "the command, then the screen")
        #expect(harness.http.requests.last?.url == Self.url)
    }
}

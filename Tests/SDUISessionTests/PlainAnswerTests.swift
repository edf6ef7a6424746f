import JSON
import SDUI
import SDUISession
import Testing

/// A command to an ordinary endpoint (`answer`): its own JSON, or nothing,
/// is `done`; the fields `answer.state` names land in the screen's state; a
/// path the answer lacks is reported and leaves its key alone; a failure is
/// a failure, as for any command.
@Suite("Commands to ordinary endpoints")
struct PlainAnswerTests {
    static let endpoint = "\(Harness.base)/v1/auth/token"

    static func harness() async throws -> Harness {
        let harness = try Harness()
        harness.http.route(Harness.screenURL("login"), json: Harness.screen("login", title: "Log in", components: """
            {"type": "text", "id": "who", "paragraphs": "@{name == '' ? 'Nobody yet' : 'Signed in as ' + name}"}
            """, extra: #", "initialState": {"name": "", "token": "", "kept": "old"}"#))
        await harness.session.start(at: "login")
        return harness
    }

    static func command(_ answer: String) throws -> Action {
        try ScreenFactory().decode(Action.self, from: JSONParser().parse(Array("""
            {"type": "command", "url": "/v1/auth/token", "payload": {"user": "ann"}, "answer": \(answer)}
            """.utf8))).value
    }

    @Test("the answer's fields are set by their paths, the message is shown, and the screen follows")
    func mapsFields() async throws {
        let harness = try await Self.harness()
        harness.http.route(Self.endpoint, json: #"{"token": "abc", "user": {"name": "Ann", "roles": ["reader", "editor"]}}"#)
        let action = try Self.command(#"{"state": {"token": "token", "name": "user.name", "role": "user.roles.1"}, "message": "Welcome"}"#)
        #expect(await harness.session.perform(action) == .completedWithMessage("Welcome"))
        #expect(await harness.session.stateValue(forKey: "token") == "abc")
        #expect(await harness.session.stateValue(forKey: "name") == "Ann")
        #expect(await harness.session.stateValue(forKey: "role") == "editor")
        #expect(await harness.session.stateValue(forKey: "kept") == "old")
        let text = await harness.session.top?.screen?.allComponents.first?.content(as: TextComponent.self)?.paragraphs.first
        #expect(text == "Signed in as Ann")
        let sent = try #require(harness.http.requests.last { $0.url == Self.endpoint })
        #expect(sent.method == "POST")
        #expect(try JSONParser().parse(sent.body ?? []) == ["user": "ann"])
    }

    @Test("an empty answer (204) is done with the default message; no key changes")
    func noContent() async throws {
        let harness = try await Self.harness()
        harness.http.route(Self.endpoint) { request in HTTPResponse(status: 204, url: request.url) }
        #expect(await harness.session.perform(try Self.command(#"{"state": {"token": "token"}}"#)) == .completedWithMessage("Done"))
        #expect(await harness.session.stateValue(forKey: "token") == "")
        let reported = harness.observer.all.contains { event in
            if case .diagnosticsSeen(_, let diagnostics) = event {
                return diagnostics.contains { $0.path == "answer.state.token" && $0.reason.contains("no body") }
            }
            return false
        }
        #expect(reported)
    }

    @Test("a path the answer lacks is reported with the key, the path and the URL; the other keys are still set")
    func missingPath() async throws {
        let harness = try await Self.harness()
        harness.http.route(Self.endpoint, json: #"{"token": "abc", "items": [1]}"#)
        let action = try Self.command(#"{"state": {"token": "token", "name": "user.name", "second": "items.1", "padded": "items.01"}}"#)
        #expect(await harness.session.perform(action) == .completedWithMessage("Done"))
        #expect(await harness.session.stateValue(forKey: "token") == "abc")
        #expect(await harness.session.stateValue(forKey: "name") == "")
        #expect(await harness.session.stateValue(forKey: "second") == nil)
        var reasons: [String: String] = [:]
        for case .diagnosticsSeen(_, let diagnostics) in harness.observer.all {
            for diagnostic in diagnostics { reasons[diagnostic.path] = diagnostic.reason }
        }
        #expect(reasons["answer.state.name"]?.contains("the answer has no 'user' (path 'user.name')") == true)
        #expect(reasons["answer.state.name"]?.contains("/v1/auth/token") == true)
        #expect(reasons["answer.state.second"]?.contains("'items' has no '1'") == true, "\(reasons)")
        #expect(reasons["answer.state.padded"]?.contains("'items' has no '01'") == true)
    }

    @Test("an error status, a body that is not JSON, or one that says it is HTML fails the command and sets nothing")
    func failures() async throws {
        let harness = try await Self.harness()
        let action = try Self.command(#"{"state": {"token": "token"}}"#)
        harness.http.route(Self.endpoint, status: 500, json: #"{"error": {"code": "boom", "message": "Broken"}}"#)
        guard case .failed(let status) = await harness.session.perform(action) else { Issue.record("a 500 is a failure"); return }
        #expect(status.contains("500"))
        harness.http.route(Self.endpoint, json: #"{"token": "abc""#)
        guard case .failed(let malformed) = await harness.session.perform(action) else { Issue.record("bad JSON is a failure"); return }
        #expect(malformed.contains("malformed JSON"))
        harness.http.route(Self.endpoint) { request in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/html")], body: Array("<p>hi</p>".utf8), url: request.url)
        }
        guard case .failed(let html) = await harness.session.perform(action) else { Issue.record("HTML is a failure"); return }
        #expect(html.contains("text/html"))
        #expect(await harness.session.stateValue(forKey: "token") == "")
    }

    @Test("answer paths: names and canonical indexes, at most 32 segments, never an empty segment")
    func paths() {
        let answer: JSONValue = ["a": ["b": [10, 20]], "n": .null]
        let plain = PlainAnswer(state: ["x": "a.b.1", "y": "a..b", "z": "n.deeper", "w": Array(repeating: "a", count: 33).joined(separator: ".")])
        let (values, missing) = plain.values(in: answer)
        #expect(values == ["x": 20])
        #expect(missing.map(\.key) == ["w", "y", "z"])
        #expect(missing.first?.reason.contains("no path") == true)
        let outOfRange = PlainAnswer(state: ["second": "items.1"]).values(in: ["items": [1]])
        #expect(outOfRange.state.isEmpty)
        #expect(outOfRange.missing.map(\.reason) == ["'items' has no '1' (path 'items.1')"])
    }
}

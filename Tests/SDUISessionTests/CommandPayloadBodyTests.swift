import JSON
import SDUI
import SDUISession
import Testing

/// A command's payload is the POST body as it is, whatever JSON it is
/// (Primephonic's rule, contract §5): the bytes that leave the client, and
/// where the state and an input answer go beside a payload that is not an
/// object (the `SDUI-Command-Members` header).
@Suite("Command payloads as the body")
struct CommandPayloadBodyTests {
    static let command = "\(Harness.base)/v1/commands/run"

    /// A session on a screen whose state has `note` (with text outside ASCII), and a command route that answers done.
    static func harness(answers: [String?] = []) async throws -> Harness {
        let harness = try Harness(answers: answers)
        harness.http.route(Harness.screenURL("menu"), json: Harness.screen(
            "menu", title: "Menu", extra: #", "initialState": {"note": "für Sonntag ♥"}"#))
        harness.http.route(command, json: #"{"type": "done"}"#)
        await harness.session.start(at: "menu")
        return harness
    }

    static func post(to harness: Harness) throws -> OutgoingRequest {
        try #require(harness.http.requests.last { $0.method == "POST" })
    }

    @Test("the body's bytes are the payload's JSON, with no header, for a string, a number, an array, an object", arguments: [
        (#""favorite_playlist""#, #""favorite_playlist""#),
        ("42.5", "42.5"),
        (#"[1, "two", null]"#, #"[1,"two",null]"#),
        (#"{"kind": "playlist", "id": "baroque-era-1"}"#, #"{"kind":"playlist","id":"baroque-era-1"}"#),
        ("true", "true"),
    ])
    func payloadIsTheBody(payload: String, bytes: String) async throws {
        let harness = try await Self.harness()
        let action = CommandAction(url: "/v1/commands/run", payload: try JSONParser().parse(payload))
        #expect(await harness.session.perform(.command(action)) == .completedWithMessage("Done"))
        let post = try Self.post(to: harness)
        #expect(post.header("Content-Type") == "application/json")
        #expect(String(decoding: post.body ?? [], as: UTF8.self) == bytes)
        #expect(post.header(APIHeader.commandMembers) == nil)
    }

    @Test("an object payload takes the state among its members, as before; no header")
    func objectPayloadTakesState() async throws {
        let harness = try await Self.harness()
        let action = CommandAction(url: "/v1/commands/run", payload: ["playlist": "baroque", "state": "replaced"], stateKeys: ["note", "absent"])
        #expect(await harness.session.perform(.command(action)) == .completedWithMessage("Done"))
        let post = try Self.post(to: harness)
        #expect(try JSONParser().parse(post.body ?? []) == ["playlist": "baroque", "state": ["note": "für Sonntag ♥", "absent": nil]])
        #expect(post.header(APIHeader.commandMembers) == nil)
    }

    @Test("beside a string payload the state travels in SDUI-Command-Members, in ASCII only; the body stays the string")
    func stateBesideAString() async throws {
        let harness = try await Self.harness()
        let action = CommandAction(url: "/v1/commands/run", payload: "favorite_playlist", stateKeys: ["note"])
        #expect(await harness.session.perform(.command(action)) == .completedWithMessage("Done"))
        let post = try Self.post(to: harness)
        #expect(String(decoding: post.body ?? [], as: UTF8.self) == #""favorite_playlist""#)
        let header = try #require(post.header(APIHeader.commandMembers))
        #expect(header == #"{"state":{"note":"f\u00fcr Sonntag \u2665"}}"#)
        #expect(header.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        #expect(try CommandBody.members(fromHeader: header) == ["state": ["note": "für Sonntag ♥"]])
    }

    @Test("an answer to a request for input beside an array payload: the array is the body, the answer in the header")
    func answerBesideAnArray() async throws {
        let harness = try await Self.harness(answers: ["Evening 🌙"])
        harness.http.route("\(Harness.base)/v1/commands/ask", json: #"""
        {"type": "requestInput", "prompt": "Name", "input": {"kind": "text"},
         "submit": {"url": "/v1/commands/run", "payload": ["baroque", 2], "answerKey": "name"}}
        """#)
        #expect(await harness.session.perform(.command(CommandAction(url: "/v1/commands/ask"))) == .completedWithMessage("Done"))
        let post = try Self.post(to: harness)
        #expect(post.url == Self.command)
        #expect(String(decoding: post.body ?? [], as: UTF8.self) == #"["baroque",2]"#)
        let header = try #require(post.header(APIHeader.commandMembers))
        #expect(header == #"{"name":"Evening \ud83c\udf19"}"#)
        #expect(try CommandBody.members(fromHeader: header) == ["name": "Evening 🌙"])
    }

    @Test("state too long for a header is refused before anything is sent, saying why and what to do")
    func stateTooLongForAHeader() async throws {
        let harness = try Harness()
        let long = String(repeating: "x", count: CommandBody.headerLimit)
        harness.http.route(Harness.screenURL("long"), json: Harness.screen("long", title: "Long", extra: #", "initialState": {"note": "\#(long)"}"#))
        harness.http.route(Self.command, json: #"{"type": "done"}"#)
        await harness.session.start(at: "long")
        let outcome = await harness.session.perform(.command(CommandAction(url: "/v1/commands/run", payload: 7, stateKeys: ["note"])))
        guard case .failed(let message) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(message.contains("SDUI-Command-Members is \(CommandBody.headerLimit + 21) bytes, more than the \(CommandBody.headerLimit)"), "\(message)")
        #expect(message.contains("send long state with an object payload"))
        #expect(!harness.http.requests.contains { $0.method == "POST" })
    }
}

import JSON
import SDUI
import Testing

/// `CommandBody`: the payload is the POST body as it is (Primephonic's rule,
/// contract §5); what the client adds goes into an object body, or beside any
/// other body in `SDUI-Command-Members`, whose value both sides read the same way.
@Suite("Command bodies")
struct CommandBodyTests {
    static let state = ScreenState(["note": "für Sonntag", "count": 2])

    @Test("a payload that is not an object is the body unchanged, with or without state keys", arguments: [
        JSONValue.string("favorite_playlist"), 42, 0.5, [1, "two", nil], true, "",
    ])
    func nonObjectPayloads(payload: JSONValue) throws {
        let bare = CommandAction(url: "/c", payload: payload).request(with: Self.state)
        #expect(bare.body == payload && bare.headerMembers == nil)
        #expect(try bare.headerValue() == nil)
        let withState = CommandAction(url: "/c", payload: payload, stateKeys: ["note", "missing"]).request(with: Self.state)
        #expect(withState.body == payload)
        #expect(withState.headerMembers == ["state": ["note": "für Sonntag", "missing": nil]])
        let answer = InputSubmission(url: "/c", payload: payload, answerKey: "name").request(answer: "Evening")
        #expect(answer.body == payload && answer.headerMembers == ["name": "Evening"])
    }

    @Test("an object payload, none or null takes the members in: state and the answer replace payload members of their names")
    func objectPayloads() {
        let command = CommandAction(url: "/c", payload: ["playlist": "baroque", "state": "mine"], stateKeys: ["count"])
        #expect(command.request(with: Self.state) == CommandBody(payload: ["playlist": "baroque", "state": "mine"], adding: ["state": ["count": 2]]))
        #expect(command.body(with: Self.state) == ["playlist": "baroque", "state": ["count": 2]])
        #expect(command.request(with: Self.state).headerMembers == nil)
        #expect(CommandAction(url: "/c", stateKeys: ["count"]).body(with: Self.state) == ["state": ["count": 2]])
        #expect(CommandAction(url: "/c", payload: .null, stateKeys: []).body(with: Self.state) == [:])
        #expect(InputSubmission(url: "/c", payload: ["name": "old"], answerKey: "name").body(answer: "new") == ["name": "new"])
    }

    @Test("the header is compact JSON in printable ASCII: other characters as \\u escapes (surrogate pairs beyond the BMP), slashes as they are")
    func headerIsASCII() throws {
        let body = CommandBody(payload: "p", adding: ["state": ["note": "a/b \"q\" é ♥ 🎻\n\u{7F}"]])
        let header = try #require(try body.headerValue())
        #expect(header == #"{"state":{"note":"a/b \"q\" \u00e9 \u2665 \ud83c\udfbb\n\u007f"}}"#)
        #expect(header.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        #expect(try CommandBody.members(fromHeader: header) == body.headerMembers)
    }

    @Test("a header value that is too long, not JSON or not an object is refused, saying where")
    func badHeaders() throws {
        let long = CommandBody(payload: 1, adding: ["state": ["note": .string(String(repeating: "é", count: 700))]])
        #expect(throws: CommandBodyError.tooLarge(bytes: 4_221, limit: CommandBody.headerLimit)) { try long.headerValue() }
        #expect(throws: CommandBodyError.tooLarge(bytes: 4_097, limit: CommandBody.headerLimit)) {
            try CommandBody.members(fromHeader: String(repeating: " ", count: 4_097))
        }
        #expect(throws: CommandBodyError.malformed(line: 1, column: 10, reason: "unexpected character '}', expected a value")) {
            try CommandBody.members(fromHeader: #"{"state":}"#)
        }
        #expect(throws: CommandBodyError.notAnObject("array")) { try CommandBody.members(fromHeader: "[1]") }
        #expect(CommandBodyError.notAnObject("array").description == "SDUI-Command-Members must hold a JSON object; it holds a JSON array")
        #expect(CommandBodyError.malformed(line: 1, column: 10, reason: "x").description
                == "SDUI-Command-Members is not JSON at line 1, column 10: x")
    }
}

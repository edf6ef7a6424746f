import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// A command's payload is the POST body as it is, whatever JSON it is
/// (Primephonic's rule, contract §5), and `CommandRequest` reads it: the body
/// as sent, and the members (state, an answer) from an object body or from
/// `SDUI-Command-Members` beside any other. Each request is made by the
/// client's own `CommandBody`, so both sides are held to one rule.
@Suite("Command payloads on the server")
struct CommandPayloadTests {
    /// An app with one command that answers what it read, as JSON in its message.
    struct EchoApp: ServerApp {
        let name = "Echo"

        /// Whatever the client sent as `name` and `state`, typed loosely so the test sees every shape.
        struct EchoInput: CommandInput {
            let name: JSONValue?
            let state: [String: JSONValue]?
        }

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.command(CommandRoute<EchoInput>("echo")) { input, request in
                let read: JSONObject = [
                    "body": request.body,
                    "members": .object(request.members),
                    "note": input.state?["note"] ?? .null,
                    "name": input.name?.stringValue.map(JSONValue.string) ?? .null,
                ]
                return .done(.init(message: try JSONValue.object(read).jsonString()))
            }
        }
    }

    static func serve(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await TestServer.run(apps: [EchoApp()], label: "command-payloads", test)
    }

    static let members = HTTPField.Name(APIHeader.commandMembers)!

    /// Sends `sent` as the client would: its body's bytes, and its header when it has one.
    static func send(_ sent: CommandBody, with client: any TestClientProtocol) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let value = try sent.headerValue() { headers[Self.members] = value }
        return try await client.execute(uri: "/v2/commands/echo", method: .post, headers: headers,
                                        body: ByteBuffer(bytes: try sent.body.serialized()))
    }

    /// What the command read, from the `done` message.
    static func read(_ response: TestResponse) throws -> JSONValue {
        guard response.status == .ok, let message = try response.json()["message"]?.stringValue else {
            throw TestFailure("the command answered \(response.status): \(response.text)")
        }
        return try JSONParser().parse(message)
    }

    static let state = ScreenState(["note": "für Sonntag ♥"])

    /// Each payload, and the members the command reads from it.
    static let payloads: [(JSONValue, JSONObject)] = [
        ("favorite_playlist", [:]),
        (42, [:]),
        ([1, "two", nil], [:]),
        (["playlist": "baroque"], ["playlist": "baroque"]),
    ]

    @Test("a string, a number, an array and an object payload arrive as the body; an object's members are the members",
          arguments: payloads)
    func payloadIsTheBody(payload: JSONValue, members: JSONObject) async throws {
        try await Self.serve { client in
            let read = try Self.read(try await Self.send(CommandAction(url: "commands/echo", payload: payload).request(with: Self.state), with: client))
            #expect(read["body"] == payload)
            #expect(read["members"] == .object(members))
        }
    }

    @Test("state beside a string payload, and with an object payload, reads the same through request.state")
    func stateEitherWay() async throws {
        try await Self.serve { client in
            let beside = try Self.read(try await Self.send(
                CommandAction(url: "commands/echo", payload: "favorite_playlist", stateKeys: ["note"]).request(with: Self.state), with: client))
            #expect(beside["body"] == "favorite_playlist")
            #expect(beside["note"] == "für Sonntag ♥")
            let inside = try Self.read(try await Self.send(
                CommandAction(url: "commands/echo", payload: ["playlist": "baroque"], stateKeys: ["note"]).request(with: Self.state), with: client))
            #expect(inside["body"] == ["playlist": "baroque", "state": ["note": "für Sonntag ♥"]])
            #expect(inside["note"] == "für Sonntag ♥")
        }
    }

    @Test("an input answer beside an array payload reads through request.string(answerKey)")
    func answerBesideAnArray() async throws {
        try await Self.serve { client in
            let sent = InputSubmission(url: "commands/echo", payload: ["baroque", 2], answerKey: "name").request(answer: "Evening 🌙")
            let read = try Self.read(try await Self.send(sent, with: client))
            #expect(read["body"] == ["baroque", 2])
            #expect(read["name"] == "Evening 🌙")
        }
    }

    @Test("the header is refused beside an object body, sent twice, not JSON, not an object, or with a state that is not an object", arguments: [
        (#"{"playlist": "baroque"}"#, [#"{"state": {}}"#], "invalid_body", "holds its members itself"),
        (#""p""#, [#"{"name": "a"}"#, #"{"name": "b"}"#], "invalid_header", "got SDUI-Command-Members 2 times"),
        (#""p""#, [#"{"state": "#], "invalid_header", "SDUI-Command-Members is not JSON at line 1, column 10: the document ends too early"),
        (#""p""#, ["[1]"], "invalid_header", "SDUI-Command-Members must hold a JSON object; it holds a JSON array"),
        (#""p""#, [#"{"state": [1]}"#], "invalid_body", "takes 'state' as a JSON object, not array"),
    ])
    func badHeaders(body: String, values: [String], code: String, message: String) async throws {
        try await Self.serve { client in
            var headers: HTTPFields = [.contentType: "application/json"]
            for value in values { headers.append(HTTPField(name: Self.members, value: value)) }
            let response = try await client.execute(uri: "/v2/commands/echo", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(response.status == .badRequest)
            #expect(try response.errorCode() == code)
            #expect(response.text.contains(message), "\(response.text)")
        }
    }
}

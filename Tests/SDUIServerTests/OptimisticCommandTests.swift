import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// The playlist's favourite command declares the change it expects
/// (`optimistic`), sent only to clients that declare `f:optimistic@1`: the
/// others get the same command without it and wait for the answer.
@Suite("Expected changes of commands on the server")
struct OptimisticCommandTests {
    static let capability = HTTPField.Name("SDUI-Capabilities")!
    static let everything = ScreenFactory().capabilities.headerValue
    static let withoutOptimistic = everything.replacingOccurrences(of: ",f:optimistic@1", with: "")
    static let path = "/v2/screens/playlists/baroque-essentials"

    /// The heart's action and the menu's first entry's, as sent.
    static func commands(_ screen: JSONValue) -> [JSONValue?] {
        let heart = screen["sections"]?.arrayValue?.lazy.compactMap { $0["components"]?.arrayValue }.joined()
            .first { $0["id"] == "favourite" }
        return [heart?["action"], screen["navigationBar"]?["secondaryButtons"]?[0]?["action"]]
    }

    @Test("a client with f:optimistic@1 gets the expected change on the heart and the menu entry, as expressions it evaluates")
    func declared() async throws {
        #expect(Self.everything.contains(",f:optimistic@1"))
        try await TestServer.run(try TestServer.demo()) { client in
            let response = try await client.get(Self.path, headers: [Self.capability: Self.everything])
            #expect(response.status == .ok)
            for command in Self.commands(try response.json()) {
                #expect(command?["type"] == "command")
                #expect(command?["optimistic"]?["state"]?["favourite"] == "@{!favourite}")
                #expect(command?["optimistic"]?["failureMessage"]?.stringValue?.contains("Could not add this to your favourites") == true)
            }
        }
    }

    @Test("a client without it, or without the header, gets the command without it", arguments: [true, false])
    func notDeclared(sendsHeader: Bool) async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let headers: HTTPFields = sendsHeader ? [Self.capability: Self.withoutOptimistic] : [:]
            let response = try await client.get(Self.path, headers: headers)
            #expect(response.status == .ok)
            let commands = Self.commands(try response.json())
            #expect(commands.count == 2)
            for command in commands {
                #expect(command?["type"] == "command", "the command itself is kept")
                #expect(command?["payload"]?["playlist"] == "baroque-essentials")
                #expect(command?["optimistic"] == nil)
            }
        }
    }
}

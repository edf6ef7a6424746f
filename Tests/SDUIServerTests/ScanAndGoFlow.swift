import HummingbirdTesting
import JSON
import SDUI
import SDUITesting

/// Runs the Scan & Go flow through its commands, as a client would, and
/// returns every screen it passed.
enum ScanAndGoFlow {
    struct Result {
        var screens: [String: JSONValue] = [:]
        var counterCode: String?
        /// The last step's screen path (`scan-and-go/{order}/done`), to ask for as other kinds of client.
        var donePath: String?
    }

    static func run(_ client: any TestClientProtocol, version: String = "v2", option: String = "evening",
                    insured: Bool = true) async throws -> Result {
        var result = Result()
        result.screens["start"] = try await screen(client, "/\(version)/screens/scan-and-go/AMS-01")
        var destination = try await navigate(client, "/\(version)/commands/scan-and-go/parcel",
                                             ["location": "AMS-01", "state": ["parcelCode": "3SDEMO0001234"]])
        guard destination.hasSuffix("/address") else { throw TestFailure("expected the address step, got \(destination)") }
        let order = String(destination.split(separator: "/")[2])
        result.screens["address"] = try await screen(client, "/\(version)/screens/\(destination)")
        destination = try await navigate(client, "/\(version)/commands/scan-and-go/confirm-address", ["order": .string(order)])
        result.screens["options"] = try await screen(client, "/\(version)/screens/\(destination)")
        destination = try await navigate(client, "/\(version)/commands/scan-and-go/option",
                                         ["order": .string(order), "state": ["option": .string(option), "insured": .bool(insured)]])
        result.screens["pay"] = try await screen(client, "/\(version)/screens/\(destination)")
        destination = try await navigate(client, "/\(version)/commands/scan-and-go/pay", ["order": .string(order)])
        guard destination.hasSuffix("/done") else { throw TestFailure("expected the final step, got \(destination)") }
        let done = try await screen(client, "/\(version)/screens/\(destination)")
        result.screens["done"] = done
        result.donePath = destination
        result.counterCode = done["sections"]?[0]?["components"]?[0]?["paragraphs"]?[0]?.stringValue
        return result
    }

    static func screen(_ client: any TestClientProtocol, _ uri: String) async throws -> JSONValue {
        let response = try await client.get(uri)
        guard response.status == .ok else { throw TestFailure("\(uri): \(response.status) \(response.text)") }
        return try response.json()
    }

    static func navigate(_ client: any TestClientProtocol, _ uri: String, _ body: JSONValue) async throws -> String {
        let response = try await client.post(uri, json: body)
        guard response.status == .ok else { throw TestFailure("\(uri): \(response.status) \(response.text)") }
        let result = try TestServer.factory.makeCommandResult(from: response.bytes).value
        guard case .navigate(let action) = result else { throw TestFailure("\(uri): expected navigate, got \(result)") }
        return action.destination
    }
}

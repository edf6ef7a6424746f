import HummingbirdTesting
import JSON
import ParcelsContract
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

    /// The flow as a client of API `version` runs it, from the Scan & Go routes.
    static func run(_ client: any TestClientProtocol, version: Int = 2, option: String = "evening",
                    insured: Bool = true) async throws -> Result {
        var result = Result()
        result.screens["start"] = try await screen(client, .screen(ParcelsRoutes.scanAndGoLocation.path("AMS-01")), version: version)
        var destination = try await navigate(client, ParcelsRoutes.scanParcel, version: version,
                                             ["location": "AMS-01", "state": ["parcelCode": "3SDEMO0001234"]])
        guard destination.hasSuffix("/address") else { throw TestFailure("expected the address step, got \(destination)") }
        let order = String(destination.split(separator: "/")[2])
        result.screens["address"] = try await screen(client, destination, version: version)
        destination = try await navigate(client, ParcelsRoutes.confirmAddress, version: version, ["order": .string(order)])
        result.screens["options"] = try await screen(client, destination, version: version)
        destination = try await navigate(client, ParcelsRoutes.chooseOption, version: version,
                                         ["order": .string(order), "state": ["option": .string(option), "insured": .bool(insured)]])
        result.screens["pay"] = try await screen(client, destination, version: version)
        destination = try await navigate(client, ParcelsRoutes.pay, version: version, ["order": .string(order)])
        guard destination.hasSuffix("/done") else { throw TestFailure("expected the final step, got \(destination)") }
        let done = try await screen(client, destination, version: version)
        result.screens["done"] = done
        result.donePath = destination
        result.counterCode = done["sections"]?[0]?["components"]?[0]?["paragraphs"]?[0]?.stringValue
        return result
    }

    /// The screen a command navigated to (`destination`, a screen path).
    static func screen(_ client: any TestClientProtocol, _ destination: String, version: Int = 2) async throws -> JSONValue {
        try await screen(client, .screen(ScreenPath(validating: destination)), version: version)
    }

    /// The screen `route` names, as a client of API `version` asks for it.
    static func screen(_ client: any TestClientProtocol, _ route: APIRoute, version: Int = 2) async throws -> JSONValue {
        try await screen(client, uri: route.path(version: version))
    }

    /// Runs the command `route` declares and returns where it navigates.
    static func navigate<Input>(_ client: any TestClientProtocol, _ route: CommandRoute<Input>, version: Int = 2,
                                _ body: JSONValue) async throws -> String {
        try await navigate(client, APIRoute.command(route).path(version: version), body)
    }

    private static func screen(_ client: any TestClientProtocol, uri: String) async throws -> JSONValue {
        let response = try await client.get(uri)
        guard response.status == .ok else { throw TestFailure("\(uri): \(response.status) \(response.text)") }
        return try response.json()
    }

    private static func navigate(_ client: any TestClientProtocol, _ uri: String, _ body: JSONValue) async throws -> String {
        let response = try await client.post(uri, json: body)
        guard response.status == .ok else { throw TestFailure("\(uri): \(response.status) \(response.text)") }
        let result = try TestServer.factory.makeCommandResult(from: response.bytes).value
        guard case .navigate(let action) = result else { throw TestFailure("\(uri): expected navigate, got \(result)") }
        return action.destination
    }
}

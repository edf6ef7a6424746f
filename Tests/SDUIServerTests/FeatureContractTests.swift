import FeatureContracts
import HTTPTypes
import Hummingbird
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// The server speaks each feature's published wire types, no more and no
/// less, and the widget revalidates like a screen.
@Suite("Server: feature contracts and the widget's ETag")
struct FeatureContractTests {
    @Test("every type each contract module publishes is in the server's type table and registry")
    func everyPublishedTypeTravels() throws {
        let environment = try TestServer.demo()
        for types in FeatureContracts.all {
            #expect(environment.registry.contracts.contains { $0.owner == types.owner }, "no app registered \(types.owner)")
            for capability in types.capabilities {
                let rule = environment.contractTable.rule(capability.kind, capability.type)
                #expect(rule != nil, "\(capability) is missing from the server's type table")
                #expect(rule?.capabilityVersion == capability.version)
                #expect(environment.factory.capabilities.supports(capability.kind, capability.type))
            }
        }
    }

    @Test("playerControl reaches a client that declares it, and is dropped for one that does not")
    func playerControlTravels() throws {
        let pause: JSONValue = ["type": "button", "id": "pause", "label": "Pause",
                                "action": ["type": "playerControl", "command": "togglePause"]]
        let document: JSONValue = ["id": "s", "sections": [["id": "main", "components": [pause]]]]
        let declared = "c:button@1,a:playerControl@1"
        let kept = CapabilityFilter(client: try ClientProfile.make(version: .v2, header: declared, table: TestServer.table), factory: TestServer.factory)
            .filter(document)
        #expect(kept["sections"]?[0]?["components"]?[0]?["action"]?["type"]?.stringValue == "playerControl")
        let decoded = try TestServer.factory.makeScreen(from: kept)
        #expect(decoded.diagnostics.isEmpty)

        let without = CapabilityFilter(client: try ClientProfile.make(version: .v2, header: "c:button@1", table: TestServer.table), factory: TestServer.factory)
            .filter(document)
        #expect(without["sections"]?[0]?["components"]?.arrayValue?.isEmpty == true, "a button needs its action")
    }

    @Test("the widget has an ETag and answers 304 to it; another user's widget has another tag")
    func widgetRevalidates() async throws {
        try await TestServer.run { client in
            let first = try await client.get("/v2/widget")
            #expect(first.status == .ok)
            let tag = try #require(first.headers[.eTag])
            let again = try await client.get("/v2/widget", headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.bytes.isEmpty)
            #expect(again.headers[.eTag] == tag)

            let token = try await client.login()
            let mine = try await client.get("/v2/widget", headers: [.authorization: "Bearer \(token)", .ifNoneMatch: tag])
            #expect(mine.status == .ok, "the logged-in widget differs from the guest's")
            #expect(mine.headers[.eTag] != tag)
            #expect(mine.headers[.vary]?.contains("Authorization") == true)
        }
    }
}

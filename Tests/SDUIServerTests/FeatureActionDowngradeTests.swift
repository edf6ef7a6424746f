import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// A feature's action may name what a client without the feature gets
/// instead (`downgrade:` on its descriptor), as the core's `showToast` does:
/// the server's filter applies it, so a feature can reach older clients
/// without every screen spelling a `fallback`.
@Suite("A feature action's downgrade")
struct FeatureActionDowngradeTests {
    /// A feature action of this test: send a text as a postcard (the core has its own `share`).
    struct PostcardAction: ActionContent {
        static let typeName: TypeName = "sendPostcard"
        var text: String
    }

    static let types = ContractTypes(owner: "Postcards", types: [
        .action(PostcardAction.self, downgrade: Downgrade(name: "sendPostcard → showAlert") { element, factory in
            let share = try factory.decode(PostcardAction.self, from: element).value
            return .showAlert(ShowAlertAction(title: "Copy this to send it", message: share.text))
        }, summary: "Sends a text as a postcard."),
    ])

    static func filter(_ document: JSONValue, header: String?, version: APIVersion = .v2, types: ContractTypes = types) throws -> JSONValue {
        var registry = ContractRegistry()
        try types.register(into: &registry)
        let table = ContractTypeTable(features: [types])
        return CapabilityFilter(client: try ClientProfile.make(version: version, header: header, table: table),
                                factory: ScreenFactory(delegate: registry)).filter(document)
    }

    static let share: JSONValue = ["type": "sendPostcard", "text": "https://example.com/a"]

    static func action(in screen: JSONValue) -> JSONValue? {
        screen["sections"]?[0]?["components"]?[0]?["action"]
    }

    @Test("without the feature the button gets the downgrade; with it, the action as written")
    func downgradeForClientsWithoutTheFeature() throws {
        let document = CapabilityFilterTests.screen([["type": "button", "id": "b", "label": "Send", "action": Self.share]])
        let without = try Self.action(in: Self.filter(document, header: "c:button@1,a:showAlert@1"))
        #expect(without == ["type": "showAlert", "title": "Copy this to send it", "message": "https://example.com/a"])
        let with = try Self.action(in: Self.filter(document, header: "c:button@1,a:showAlert@1,a:sendPostcard@1"))
        #expect(with == Self.share)
    }

    @Test("the element's own fallback comes before the type's downgrade; a client with neither loses the button")
    func fallbackFirstThenDowngradeThenNothing() throws {
        var share = Self.share.objectValue ?? JSONObject()
        share["fallback"] = ["type": "openURL", "url": "https://example.com/postcards"]
        let document = CapabilityFilterTests.screen([["type": "button", "id": "b", "label": "Send", "action": .object(share)]])
        let fallback = try Self.action(in: Self.filter(document, header: "c:button@1,a:showAlert@1,a:openURL@1"))
        #expect(fallback?["type"] == "openURL")
        // The downgrade is itself filtered: a client without showAlert gets nothing, so the button goes.
        let plain = CapabilityFilterTests.screen([["type": "button", "id": "b", "label": "Send", "action": Self.share]])
        let nothing = try Self.filter(plain, header: "c:button@1")
        #expect(nothing["sections"]?[0]?["components"]?.arrayValue?.isEmpty == true, "\(nothing)")
    }

    @Test("an action newer than the client's API version gets the downgrade too, with or without a header; the version that has it gets the action")
    func downgradeForOlderVersions() throws {
        let newer = ContractTypes(owner: "Postcards", types: [
            .action(PostcardAction.self, since: 2, downgrade: Downgrade(name: "sendPostcard → showAlert") { element, factory in
                .showAlert(ShowAlertAction(title: "Copy this to send it", message: try factory.decode(PostcardAction.self, from: element).value.text))
            }, summary: "Sends a text as a postcard."),
        ])
        let document = CapabilityFilterTests.screen([["type": "button", "id": "b", "label": "Send", "action": Self.share]])
        let downgraded: JSONValue = ["type": "showAlert", "title": "Copy this to send it", "message": "https://example.com/a"]
        // A v1 client that sends no manifest gets what v1 knows; one that declares the action still gets v1's answer.
        #expect(try Self.action(in: Self.filter(document, header: nil, version: .v1, types: newer)) == downgraded)
        #expect(try Self.action(in: Self.filter(document, header: "c:button@1,a:showAlert@1,a:sendPostcard@1", version: .v1, types: newer))
                == downgraded)
        #expect(try Self.action(in: Self.filter(document, header: "c:button@1,a:showAlert@1,a:sendPostcard@1", version: .v2, types: newer))
                == Self.share)
    }
}

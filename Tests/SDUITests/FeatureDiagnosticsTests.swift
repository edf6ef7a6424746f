import SDUI
import Testing

/// A feature's own decoder can tell the server's programmer what it changed,
/// through the same log as the core's types (`ContractContext.record`).
@Suite("Diagnostics from a feature's decoder")
struct FeatureDiagnosticsTests {
    /// A feature component that clamps its value and says so.
    struct StarsComponent: ComponentContent {
        static let typeName: TypeName = "stars"
        var value: Int

        enum CodingKeys: String, CodingKey { case value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let sent = try container.decode(Int.self, forKey: .value)
            value = min(max(sent, 0), 5)
            if value != sent {
                ContractContext.of(decoder).record(.defaultedValue, at: decoder.codingPath + [CodingKeys.value],
                                                   "stars \(sent) is outside 0...5; using \(value)")
            }
        }
    }

    @Test("a feature's diagnostic arrives with the element's path, beside the core's")
    func recorded() throws {
        var registry = ContractRegistry()
        try ContractTypes(owner: "Stars", types: [.component(StarsComponent.self, summary: "Stars.")]).register(into: &registry)
        let json = #"{"id": "s", "sections": [{"id": "a", "components": [{"type": "stars", "value": 9}, {"type": "stars", "value": 3}]}]}"#
        for fromTape in [true, false] {
            var factory = ScreenFactory(delegate: registry)
            factory.decodesFromTape = fromTape
            let decoded = try factory.makeScreen(from: Array(json.utf8))
            let stars = decoded.value.allComponents.compactMap { $0.content as? StarsComponent }.map(\.value)
            #expect(stars == [5, 3])
            #expect(decoded.diagnostics.map(\.kind) == [.defaultedValue])
            #expect(decoded.diagnostics.first?.path == "sections[0].components[0].value")
            #expect(decoded.diagnostics.first?.reason == "stars 9 is outside 0...5; using 5")
        }
    }
}

import SDUI
import Testing
import TerminalUI

/// A feature component the tests register without a terminal renderer.
struct SparklineComponent: ComponentContent {
    static let typeName: TypeName = "sparkline"
    var text: String
}

@Suite("Items that could not be shown")
struct FooterTests {
    @Test("an unknown type and a type without a renderer are counted together")
    func counted() throws {
        var registry = try Fixtures.registry()
        try registry.register(component: SparklineComponent.self, owner: "Tests")
        let json = Fixtures.screen(#"""
            {"type": "text", "id": "t", "paragraphs": ["Visible"]},
            {"type": "hologram", "id": "h"},
            {"type": "sparkline", "id": "b", "text": "New"}
            """#)
        let text = try Fixtures.render(json, width: 40, registry: registry)
        #expect(text.contains("Visible"))
        #expect(!text.contains("New"))
        #expect(text.hasSuffix("2 items could not be shown"))
    }

    @Test("one item, in the singular; nothing when everything is shown")
    func singular() throws {
        let one = try Fixtures.render(Fixtures.screen(#"{"type": "hologram", "id": "h"}, {"type": "divider", "id": "d"}"#), width: 40)
        #expect(one.hasSuffix("1 item could not be shown"))
        let none = try Fixtures.render(Fixtures.screen(#"{"type": "divider", "id": "d"}"#), width: 40)
        #expect(!none.contains("could not be shown"))
    }

    @Test("children without a renderer inside containers are counted too")
    func nested() throws {
        var registry = FeatureRegistry()
        try registry.register(renderer: CardRenderer(), for: CardComponent.typeName, owner: "Tests")
        let json = Fixtures.screen(#"""
            {"type": "card", "id": "c", "title": "Box", "children": [{"type": "text", "id": "t", "paragraphs": ["x"]}, {"type": "divider", "id": "d"}]}
            """#)
        let decoded = try Fixtures.decode(json, registry: registry)
        let document = ScreenRenderer(registry: registry).render(decoded.value, state: ScreenState(), width: 40)
        #expect(document.missingCount == 2)
        #expect(document.plainText.hasSuffix("2 items could not be shown"))
    }

    @Test("core renderers are registered through the core registry, with their owner")
    func registration() throws {
        var registry = FeatureRegistry()
        try TerminalRenderers.registerCore(into: &registry)
        #expect(Set(registry.renderers.keys) == Set(CoreContract.componentTypeNames))
        #expect(registry.renderers.values.allSatisfy { $0.owner == "TerminalUI" })
        #expect(throws: RegistrationError.self) { try TerminalRenderers.registerCore(into: &registry) }
    }
}

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
        var terminal = TerminalRegistry()
        try terminal.register(renderer: CardRenderer(), owner: "Tests")
        let json = Fixtures.screen(#"""
            {"type": "card", "id": "c", "title": "Box", "children": [{"type": "text", "id": "t", "paragraphs": ["x"]}, {"type": "divider", "id": "d"}]}
            """#)
        let decoded = try Fixtures.decode(json)
        let document = ScreenRenderer(registry: terminal).render(decoded.value, state: ScreenState(), width: 40)
        #expect(document.missingCount == 2)
        #expect(document.plainText.hasSuffix("2 items could not be shown"))
    }

    @Test("every core descriptor has a terminal renderer, registered with its owner; a second one for a type is refused")
    func registration() throws {
        var registry = TerminalRegistry.core
        #expect(Set(registry.renderers.keys) == Set(CoreContract.components.map(\.name)), "a core type without a renderer, or a renderer without a type")
        #expect(registry.renderers.values.allSatisfy { $0.owner == "TerminalUI" })
        #expect(throws: RegistrationError(slot: .renderer, type: "text", existingOwner: "TerminalUI", newOwner: "Other")) {
            try registry.register(TextRenderer(), for: "text", owner: "Other")
        }
    }
}

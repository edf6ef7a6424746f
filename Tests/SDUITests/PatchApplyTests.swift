import JSON
import SDUI
import Testing

/// `Screen.applying(_:)`: operations by id at any depth, in order, all or nothing.
@Suite("Applying patches")
struct PatchApplyTests {
    static let screen: Screen = {
        let row = { (id: String) in Component(id: id, content: DetailRowComponent(title: id)) }
        return Screen(id: "s", sections: [Section(id: "main", components: [
            Component(id: "intro", content: TextComponent(paragraphs: ["Hi"])),
            Component(id: "card", content: CardComponent(children: [
                Component(id: "list", content: LazyListComponent(children: [row("a"), row("b")])),
            ])),
        ])])
    }()

    static func ids(_ screen: Screen) -> [String] { screen.allComponents.map(\.id) }
    static func text(_ id: String) -> Component { Component(id: id, content: TextComponent(paragraphs: [id])) }

    @Test("replace, insert after and remove reach rows inside containers; the containers keep their own fields")
    func nested() throws {
        let patched = try Self.screen.applying(Patch(screen: "s", operations: [
            .insertAfter(id: "a", components: [Self.text("a2"), Self.text("a3")]),
            .remove(id: "b"),
            .replace(id: "intro", component: Self.text("welcome")),
        ]))
        #expect(Self.ids(patched) == ["welcome", "card", "list", "a", "a2", "a3"])
        #expect(patched.sections[0].id == "main")
    }

    @Test("a missing, repeated or clashing id fails the patch at its operation, and nothing is changed")
    func failures() throws {
        #expect(throws: PatchError.missingID("zz", operation: 1)) {
            try Self.screen.applying(Patch(screen: "s", operations: [.remove(id: "a"), .remove(id: "zz")]))
        }
        #expect(throws: PatchError.duplicateID("b", operation: 0)) {
            try Self.screen.applying(Patch(screen: "s", operations: [.insertAfter(id: "a", components: [Self.text("b")])]))
        }
        #expect(throws: PatchError.duplicateID("x", operation: 0)) {
            try Self.screen.applying(Patch(screen: "s", operations: [.insertAfter(id: "a", components: [Self.text("x"), Self.text("x")])]))
        }
        #expect(throws: PatchError.duplicateID("a", operation: 0)) {
            try Self.screen.applying(Patch(screen: "s", operations: [.replace(id: "intro", component: Self.text("a"))]))
        }
        let twice = try Self.screen.applying(Patch(screen: "s", operations: [.insertAfter(id: "intro", components: [Self.text("y")])]))
        let repeated = Screen(id: "s", sections: twice.sections + twice.sections)
        #expect(throws: PatchError.ambiguousID("y", operation: 0)) {
            try repeated.applying(Patch(screen: "s", operations: [.remove(id: "y")]))
        }
    }

    @Test("a done result whose patch cannot be read asks for a refresh, with a diagnostic; one without a patch is as before")
    func unreadablePatch() throws {
        let factory = ScreenFactory()
        let broken = try factory.makeCommandResult(from: Array(#"{"type": "done", "patch": {"screen": "s", "operations": [{"op": "explode", "id": "a"}]}}"#.utf8))
        guard case .done(let done) = broken.value else { Issue.record("not done"); return }
        #expect(done.patch == nil)
        #expect(done.shouldRefresh)
        #expect(broken.diagnostics.count == 1)
        let plain = try factory.makeCommandResult(from: Array(#"{"type": "done", "message": "Hi"}"#.utf8))
        #expect(plain.value == .done(.init(message: "Hi")))
        #expect(plain.diagnostics.isEmpty)
    }

    @Test("a patch survives its JSON: encoded and decoded it is the same")
    func roundTrip() throws {
        let patch = Patch(screen: "s", operations: [
            .replace(id: "intro", component: Self.text("intro")), .insertAfter(id: "a", components: [Self.text("c")]), .remove(id: "b"),
        ], state: ["count": 2])
        let encoded = try JSONModelEncoder().encodeToValue(CommandResult.done(.init(message: "M", patch: patch)))
        let decoded = try ScreenFactory().decode(CommandResult.self, from: encoded)
        #expect(decoded.value == .done(.init(message: "M", patch: patch)))
    }
}

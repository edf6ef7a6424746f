import JSON
import SDUI
import Testing

/// An override that records its name in the change, so a test sees which one answered.
private struct NamedOverride: LocalOverride {
    let name: String
    func optimisticChange(for action: Action, componentID: String?, state: ScreenState) -> OptimisticChange? {
        OptimisticChange(state: ["answeredBy": .string(name)], failureMessage: "\(name) failed")
    }
}

@Suite("Local overrides in the registry")
struct LocalOverrideTests {
    static let command = Action.command(CommandAction(url: "/v2/commands/favourite"))

    static func answer(_ registry: FeatureRegistry, componentID: String?, type: TypeName?, action: Action = command) -> String? {
        registry.override(for: action, componentID: componentID, componentType: type)?
            .optimisticChange(for: action, componentID: componentID, state: ScreenState())?.state["answeredBy"]?.stringValue
    }

    @Test("a component id wins over its type, which wins over the action's type")
    func precedence() throws {
        var registry = FeatureRegistry()
        #expect(Self.answer(registry, componentID: "favourite", type: "button") == nil, "nothing claimed, nothing answers")
        try registry.register(override: NamedOverride(name: "by action"), for: .action(type: "command"), owner: "A")
        #expect(Self.answer(registry, componentID: "favourite", type: "button") == "by action")
        try registry.register(override: NamedOverride(name: "by type"), for: .componentType("button"), owner: "B")
        #expect(Self.answer(registry, componentID: "favourite", type: "button") == "by type")
        try registry.register(override: NamedOverride(name: "by id"), for: .component(id: "favourite"), owner: "C")
        #expect(Self.answer(registry, componentID: "favourite", type: "button") == "by id")
        // Other elements fall through to the less specific claims.
        #expect(Self.answer(registry, componentID: "share", type: "button") == "by type")
        #expect(Self.answer(registry, componentID: "share", type: "detailRow") == "by action")
        #expect(Self.answer(registry, componentID: nil, type: nil, action: .back) == nil)
    }

    @Test("two features claiming one element fail at start-up, naming both")
    func duplicateClaim() throws {
        var registry = FeatureRegistry()
        try registry.register(override: NamedOverride(name: "first"), for: .component(id: "favourite"), owner: "Favourites")
        let expected = RegistrationError(slot: .override, type: "component id favourite", existingOwner: "Favourites", newOwner: "Hearts")
        #expect(throws: expected) {
            try registry.register(override: NamedOverride(name: "second"), for: .component(id: "favourite"), owner: "Hearts")
        }
        #expect(expected.description == "Hearts cannot register a local override for 'component id favourite': Favourites already did")
        // The same id under another kind of claim is a different claim.
        try registry.register(override: NamedOverride(name: "type"), for: .componentType("favourite"), owner: "Hearts")
        #expect(registry.overrides.count == 2)
    }
}

import JSON
import SDUI
import SDUITesting
import Testing

/// A feature that exists only in these tests: a `sticker` component and a `confetti` action.
struct StickerComponent: ComponentContent {
    static let typeName: TypeName = "test.sticker"
    static let version = 2
    var emoji: String
    var action: Action?
    var actions: [Action] { action.map { [$0] } ?? [] }
}

struct ConfettiAction: ActionContent {
    static let typeName: TypeName = "test.confetti"
    var colors: [String]
}

struct ConfettiHandler: ActionHandler {
    func run(_ confetti: ConfettiAction, in context: any ActionContext) async -> ActionOutcome {
        .completedWithMessage("\(confetti.colors.count) colours")
    }
}

struct StickerFeature: Feature {
    let name = "Stickers"
    func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(component: StickerComponent.self, owner: name)
        try registry.register(action: ConfettiAction.self, owner: name)
        try registry.register(handler: ConfettiHandler(), owner: name)
    }
}

@Suite("Feature injection")
struct FeatureInjectionTests {
    static let document = Array(#"""
    {"id": "party", "sections": [{"id": "s", "components": [
      {"type": "text", "id": "before", "paragraphs": "Hello"},
      {"type": "test.sticker", "id": "sticker", "emoji": "🎉",
       "action": {"type": "test.confetti", "colors": ["red", "gold"]}},
      {"type": "button", "id": "button", "label": "Celebrate",
       "action": {"type": "test.confetti", "colors": ["blue"]}},
      {"type": "test.sticker", "id": "with-fallback", "emoji": "⭐",
       "fallback": {"type": "text", "paragraphs": "A star"}}
    ]}]}
    """#.utf8)

    func registryWithStickers() throws -> FeatureRegistry {
        var registry = FeatureRegistry()
        try registry.install(StickerFeature())
        return registry
    }

    @Test func registeredFeatureYieldsItsComponentsAndActions() throws {
        let decoded = try ScreenFactory(delegate: registryWithStickers()).makeScreen(from: Self.document)
        #expect(decoded.diagnostics.isEmpty)
        let components = decoded.value.sections[0].components
        #expect(components.map(\.id) == ["before", "sticker", "button", "with-fallback"])
        let sticker = try #require(components[1].content(as: StickerComponent.self))
        #expect(sticker.emoji == "🎉")
        #expect(sticker.action == .custom(CustomAction(ConfettiAction(colors: ["red", "gold"]))))
        #expect(components[3].type == "test.sticker")
        let button = try #require(components[2].content(as: ButtonComponent.self))
        guard case .custom(let custom) = button.action else {
            Issue.record("expected a custom action")
            return
        }
        #expect(custom.content(as: ConfettiAction.self)?.colors == ["blue"])
    }

    @Test func withoutTheFeatureItsElementsAreDroppedWithDiagnostics() throws {
        let decoded = try ScreenFactory().makeScreen(from: Self.document)
        let components = decoded.value.sections[0].components
        #expect(components.map(\.id) == ["before", "button", "with-fallback"])
        #expect(components[2].type == "text")
        let button = try #require(components[1].content(as: ButtonComponent.self))
        guard case .unsupported(let unsupported) = button.action else {
            Issue.record("expected an unsupported action")
            return
        }
        #expect(unsupported.type == "test.confetti")
        #expect(decoded.diagnostics.map(\.kind) == [
            .unknownType("test.sticker"),
            .unsupportedAction("test.confetti"),
            .replacedByFallback("test.sticker"),
        ])
        #expect(decoded.diagnostics.map(\.path) == [
            "sections[0].components[1]",
            "sections[0].components[2].action",
            "sections[0].components[3]",
        ])
    }

    @Test func theHandlerIsFoundByType() async throws {
        let registry = try registryWithStickers()
        let handler = try #require(registry.handler(for: "test.confetti"))
        let outcome = await handler.run(CustomAction(ConfettiAction(colors: ["a", "b", "c"])), in: RecordingActionContext())
        #expect(outcome == .completedWithMessage("3 colours"))
        #expect(registry.handler(for: "test.sticker") == nil)
        // The entry hands the handler its own type only; anything else is said, not cast blindly.
        struct Other: ActionContent { static let typeName: TypeName = "test.other" }
        #expect(await handler.run(CustomAction(Other()), in: RecordingActionContext())
                == .failed("the handler of 'test.confetti' actions received a 'test.other' action"))
    }

    @Test func capabilitiesListCoreAndFeatureTypesWithVersions() throws {
        let registry = try registryWithStickers()
        let manifest = registry.capabilities
        #expect(manifest.supports(.component, "text"))
        #expect(manifest.supports(.action, "navigate"))
        #expect(manifest.version(of: .component, "test.sticker") == 2)
        #expect(manifest.version(of: .action, "test.confetti") == 1)
        #expect(!FeatureRegistry().capabilities.supports(.component, "test.sticker"))
        #expect(ScreenFactory(delegate: registry).capabilities == manifest)
        #expect(manifest.headerValue.contains("c:test.sticker@2"))
        #expect(manifest.headerValue.contains("a:test.confetti@1"))
    }

    @Test func duplicateRegistrationFailsAtStartUp() throws {
        var registry = try registryWithStickers()
        #expect(throws: RegistrationError(slot: .component, type: "test.sticker", existingOwner: "Stickers", newOwner: "Stickers")) {
            try registry.install(StickerFeature())
        }
        #expect(throws: RegistrationError(slot: .action, type: "test.confetti", existingOwner: "Stickers", newOwner: "Other")) {
            try registry.register(action: ConfettiAction.self, owner: "Other")
        }
        #expect(throws: RegistrationError(slot: .actionHandler, type: "test.confetti", existingOwner: "Stickers", newOwner: "Other")) {
            try registry.register(handler: ConfettiHandler(), owner: "Other")
        }
        #expect(registry.installedFeatures == ["Stickers"])
    }

    @Test func featuresCannotTakeOverCoreTypes() {
        struct FakeText: ComponentContent {
            static let typeName: TypeName = "text"
        }
        struct FakeNavigate: ActionContent {
            static let typeName: TypeName = "navigate"
        }
        var registry = FeatureRegistry()
        #expect(throws: RegistrationError(slot: .component, type: "text", existingOwner: CoreContract.owner, newOwner: "Evil")) {
            try registry.register(component: FakeText.self, owner: "Evil")
        }
        #expect(throws: RegistrationError(slot: .action, type: "navigate", existingOwner: CoreContract.owner, newOwner: "Evil")) {
            try registry.register(action: FakeNavigate.self, owner: "Evil")
        }
    }

    @Test func registrationErrorsReadWell() {
        let error = RegistrationError(slot: .component, type: "test.sticker", existingOwner: "Stickers", newOwner: "Other")
        #expect(error.description == "Other cannot register a component for 'test.sticker': Stickers already did")
    }

    @Test func encodingRoundTripsFeatureElements() throws {
        let registry = try registryWithStickers()
        let factory = ScreenFactory(delegate: registry)
        let screen = try factory.makeScreen(from: Self.document).value
        let encoded = try JSONModelEncoder().encode(screen)
        let again = try factory.makeScreen(from: encoded)
        #expect(again.value == screen)
        #expect(again.diagnostics.isEmpty)
    }
}

import JSON
import SDUI
@testable import SDUIServer
import Testing

/// What the server sends of a screen's `triggers` (contract §8.4), for
/// every kind of client in the patch matrix: a client that declares
/// `f:triggers@1` and `f:expressions@1` gets them with their conditions as
/// written and their actions filtered like any other (an action type it
/// lacks is left out); every other client gets the screen without them, its
/// sections whole, so the screen still works.
@Suite("Triggers: sent to the clients that run them, left out for the others")
struct TriggerDowngradeTests {
    struct TriggersApp: ServerApp {
        let name = "Triggers"
        static let screen = ScreenRoute<Void>("triggers")

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.screen(Self.screen, reuse: .never) { _, _ in
                var screen = Screen(id: "triggers", title: "Triggers", initialState: ["all": .bool(false), "milk": .bool(false)], sections: [
                    Section(id: "main", components: [
                        Component(id: "all", content: ToggleComponent(label: "All", stateKey: "all")),
                        Component(id: "milk", content: ToggleComponent(label: "Milk", stateKey: "milk")),
                    ]),
                ])
                screen.triggers = [
                    Trigger(id: "select-all", when: "@{all}", actions: [
                        .updateState(UpdateStateAction(key: "milk", value: .bool(true))),
                        .share(ShareAction(title: "All", url: "https://example.com")),
                    ]),
                ]
                return screen
            }
        }
    }

    @Test("the triggers reach exactly the clients that declare triggers and expressions, filtered for them")
    func everyKind() async throws {
        let environment = try TestServer.environment(installing: TriggersApp())
        let kinds = PatchConsistencyTests.kinds(declaring: ScreenFactory().capabilities.capabilities)
        #expect(kinds.contains { $0.declares(.feature, CoreContract.triggers.type) && $0.resolvesExpressions })
        #expect(kinds.contains { !$0.declares(.feature, CoreContract.triggers.type) && $0.resolvesExpressions })
        try await TestServer.run(environment) { client in
            for kind in kinds {
                let screen = try await client.get("/v\(kind.version)/screens/triggers", headers: kind.headers).json()
                let toggles = kind.capabilities == nil || kind.declares(.component, "toggle") ? 2 : 0
                #expect(screen["sections"]?[0]?["components"]?.arrayValue?.count == toggles, "\(kind): the screen lost its controls")
                let runs = kind.declares(.feature, CoreContract.triggers.type) && kind.resolvesExpressions
                guard runs else {
                    #expect(screen["triggers"] == nil, "\(kind): sent triggers it does not run")
                    continue
                }
                let trigger = screen["triggers"]?[0]
                #expect(trigger?["id"] == "select-all", "\(kind)")
                #expect(trigger?["when"] == "@{all}", "\(kind): the condition must arrive as written")
                let types = trigger?["actions"]?.arrayValue?.compactMap { $0["type"]?.stringValue } ?? []
                #expect(types == ["updateState", "share"].filter { kind.declares(.action, TypeName($0)) }, "\(kind): \(types)")
            }
        }
    }
}

import JSON
import SDUI
@testable import SDUIServer
import SDUITesting
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

    @Test("Scan & Go's ready screen: 'all' checks every box and the count and the scan button follow, with no request; a client without triggers gets the boxes alone")
    func scanAndGoReady() async throws {
        let everything = ScreenFactory().capabilities.capabilities
        try await TestServer.run(try TestServer.demo()) { client in
            let full = PatchConsistencyTests.ClientKind(description: "everything", version: 2, capabilities: everything)
            let sent = try await client.get(.screen("scan-and-go/ready"), headers: full.headers).json()
            let document = try ScreenFactory().makeDocument(from: sent)
            var state = ScreenState(sent["initialState"]?.objectValue)
            var engine = TriggerEngine()
            func settle() {
                engine.beginChain()
                while let triggers = document.screen(in: state).value.triggers,
                      case .fire(let firings) = engine.nextRound(triggers, state: state, now: 0) {
                    for case .updateState(let update) in firings.flatMap(\.actions) { state.apply(update) }
                }
            }
            settle()
            state["taped"] = .bool(true)
            settle()
            #expect(state["done"] == .number(JSONNumber(1)))
            state["all"] = .bool(true)
            settle()
            #expect([state["taped"], state["oldLabels"], state["labelOnTop"]] == [.bool(true), .bool(true), .bool(true)])
            let screen = document.screen(in: state).value
            #expect(screen.allComponents.first { $0.id == "progress" }?.content(as: TextComponent.self)?.paragraphs == ["3 of 3 done"])
            #expect(screen.allComponents.first { $0.id == "scan" }?.content(as: ButtonComponent.self)?.enabled != false)

            let without = PatchConsistencyTests.ClientKind(description: "no triggers", version: 2,
                                                           capabilities: everything.filter { $0 != CoreContract.triggers })
            let plain = try await client.get(.screen("scan-and-go/ready"), headers: without.headers).json()
            #expect(plain["triggers"] == nil)
            #expect(plain["sections"]?[0]?["components"]?.arrayValue?.count == 6)
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

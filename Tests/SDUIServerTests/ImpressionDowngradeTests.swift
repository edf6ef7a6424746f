import JSON
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// What the server sends of components' `visibilityActions` and
/// `disappearActions` (contract §8.6), for every kind of client in the
/// patch matrix: a client that declares `f:impressions@1` gets them, their
/// actions filtered like any other (an action type it lacks is left out);
/// every other client gets the same components without them, so the
/// screen works the same.
@Suite("Impressions: sent to the clients that track them, left out for the others")
struct ImpressionDowngradeTests {
    struct ImpressionsApp: ServerApp {
        let name = "Impressions"
        static let screen = ScreenRoute<Void>("impressions")

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.screen(Self.screen, reuse: .never) { _, _ in
                Screen(id: "impressions", title: "Impressions", sections: [
                    Section(id: "main", components: [
                        Component(id: "promo", content: TextComponent(paragraphs: ["Summer sale"]), visibilityActions: [
                            VisibilityAction(id: "seen", visiblePercentage: 60, duration: 1_000, limit: 2, actions: [
                                .updateState(UpdateStateAction(key: "seen", value: .bool(true))),
                                .share(ShareAction(title: "Sale", url: "https://example.com")),
                            ]),
                        ], disappearActions: [
                            DisappearAction(id: "gone", actions: [.updateState(UpdateStateAction(key: "seen", value: .bool(false)))]),
                        ]),
                        Component(id: "row", content: DetailRowComponent(title: "Orders")),
                    ]),
                ])
            }
        }
    }

    @Test("the impressions reach exactly the clients that declare f:impressions@1, filtered for them; the components reach every client")
    func everyKind() async throws {
        let environment = try TestServer.environment(installing: ImpressionsApp())
        let kinds = PatchConsistencyTests.kinds(declaring: ScreenFactory().capabilities.capabilities)
        #expect(kinds.contains { $0.declares(.feature, CoreContract.impressions.type) })
        #expect(kinds.contains { $0.capabilities != nil && !$0.declares(.feature, CoreContract.impressions.type) })
        try await TestServer.run(environment) { client in
            for kind in kinds {
                let screen = try await client.get("/v\(kind.version)/screens/impressions", headers: kind.headers).json()
                let components = screen["sections"]?[0]?["components"]?.arrayValue ?? []
                let shown = ["text", "detailRow"].filter { kind.capabilities == nil || kind.declares(.component, TypeName($0)) }
                #expect(components.compactMap { $0["type"]?.stringValue } == shown, "\(kind): the screen lost components")
                guard let promo = components.first(where: { $0["id"] == "promo" }) else { continue }
                guard kind.declares(.feature, CoreContract.impressions.type) else {
                    #expect(promo["visibilityActions"] == nil && promo["disappearActions"] == nil, "\(kind): sent impressions it does not track")
                    continue
                }
                let seen = promo["visibilityActions"]?[0]
                #expect(seen?["id"] == "seen" && seen?["visiblePercentage"] == 60 && seen?["duration"] == 1000 && seen?["limit"] == 2, "\(kind)")
                let types = seen?["actions"]?.arrayValue?.compactMap { $0["type"]?.stringValue } ?? []
                #expect(types == ["updateState", "share"].filter { kind.declares(.action, TypeName($0)) }, "\(kind): \(types)")
                #expect(promo["disappearActions"]?[0]?["id"] == "gone", "\(kind)")
            }
        }
    }

    @Test("a client without the feature gets the bytes a screen without impressions would give it")
    func sameBytes() async throws {
        let environment = try TestServer.environment(installing: ImpressionsApp())
        let without = PatchConsistencyTests.ClientKind(
            description: "everything but impressions", version: 2,
            capabilities: ScreenFactory().capabilities.capabilities.filter { $0 != CoreContract.impressions })
        try await TestServer.run(environment) { client in
            let sent = try await client.get(.screen("impressions"), headers: without.headers).json()
            let plain = Screen(id: "impressions", title: "Impressions", sections: [
                Section(id: "main", components: [
                    Component(id: "promo", content: TextComponent(paragraphs: ["Summer sale"])),
                    Component(id: "row", content: DetailRowComponent(title: "Orders")),
                ]),
            ])
            #expect(sent == (try JSONModelEncoder().encodeToValue(plain)))
        }
    }

    @Test("the demo's music screen: its promoted banner logs an impression for a client that tracks them, and is the same banner without for one that does not")
    func demoBanner() async throws {
        let everything = TestServer.factory.capabilities.capabilities
        try await TestServer.run(try TestServer.demo()) { client in
            let full = PatchConsistencyTests.ClientKind(description: "everything", version: 2, capabilities: everything)
            let tracked = try await client.get(.screen("music"), headers: full.headers).json()
            let banner = tracked["sections"]?[0]?["components"]?[0]
            #expect(banner?["id"] == "promoted-banner")
            #expect(banner?["visibilityActions"] == [["id": "promoted-seen", "visiblePercentage": 50, "duration": 800, "limit": 1, "actions": []]])
            let without = PatchConsistencyTests.ClientKind(description: "no impressions", version: 2,
                                                           capabilities: everything.filter { $0 != CoreContract.impressions })
            let plain = try await client.get(.screen("music"), headers: without.headers).json()
            #expect(plain["sections"]?[0]?["components"]?[0]?["visibilityActions"] == nil)
            #expect(plain["sections"]?[0]?["components"]?[0]?["title"] == banner?["title"])
        }
    }
}

import SDUI
import SDUIServer
import Testing

/// Two apps never silently fight over a screen, a command, a link, an
/// endpoint, a migration, the widget or the authenticator: the second claim
/// is an error at start-up that names both apps.
@Suite("App registry")
struct AppRegistryTests {
    /// An app whose registrations are a closure (untyped throws, so closures infer; only registry errors occur).
    struct Claims: ServerApp {
        let name: String
        var register: @Sendable (inout AppRegistry) throws -> Void

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            do {
                try register(&registry)
            } catch let error as AppRegistrationError {
                throw error
            } catch {
                throw AppRegistrationError(slot: "unexpected error", key: "\(error)", existingOwner: "", newOwner: name)
            }
        }
    }

    static func empty<Parameters>(_: ScreenRequest, _: Parameters) -> Screen { Screen(id: "empty", sections: []) }

    static func conflict(_ first: Claims, _ second: Claims) -> AppRegistrationError? {
        var registry = AppRegistry()
        do throws(AppRegistrationError) {
            try registry.install(first)
            try registry.install(second)
            return nil
        } catch {
            return error
        }
    }

    @Test("a screen pattern of the same shape, a command, a link, an endpoint, a migration, the widget, the authenticator")
    func everySlotConflicts() {
        typealias Claim = @Sendable (inout AppRegistry) throws -> Void
        let claims: [(String, String, Claim, Claim)] = [
            ("screen", "albums/{}", { try $0.screen(ScreenRoute<String>("albums/{id}"), build: Self.empty) },
             { try $0.screen(ScreenRoute<Int>("albums/{name}"), build: Self.empty) }),
            ("command", "favourite", { try $0.command(CommandRoute<NoInput>("favourite")) { _, _ in .done(.init()) } },
             { try $0.command(CommandRoute<NoInput>("favourite")) { _, _ in .done(.init()) } }),
            ("deep link", "music.example/p/{}", { try $0.deepLink(DeepLinkRoute(host: "music.example", path: "/p/{id}")) { _, _ in nil } },
             { try $0.deepLink(DeepLinkRoute(host: "MUSIC.example", path: "/p/{x}")) { _, _ in nil } }),
            ("endpoint", "GET albums/{}/tracks",
             { try $0.endpoint(EndpointRoute<String>(.get, "albums/{id}/tracks")) { _, _ in .noContent(cacheControl: nil) } },
             { try $0.endpoint(EndpointRoute<String>(.get, "albums/{x}/tracks")) { _, _ in .noContent(cacheControl: nil) } }),
            ("migration", "m-1", { try $0.migration(Migration(id: "m-1") { _ in }) }, { try $0.migration(Migration(id: "m-1") { _ in }) }),
            ("widget", "widget", { try $0.widget { _ in .empty(message: "a") } }, { try $0.widget { _ in .empty(message: "b") } }),
        ]
        for (slot, key, first, second) in claims {
            let error = Self.conflict(Claims(name: "First", register: first), Claims(name: "Second", register: second))
            #expect(error == AppRegistrationError(slot: slot, key: key, existingOwner: "First", newOwner: "Second"), "\(slot)")
            #expect(error?.description == "Second registers the \(slot) '\(key)', which First registered already")
        }
    }

    @Test("the framework's own analytics migration cannot be taken over, and an app installed twice is refused")
    func reservedAndTwice() {
        let takeover = Self.conflict(Claims(name: "A") { _ in },
                                     Claims(name: "Evil") { try $0.migration(Migration(id: "analytics-1-schema") { _ in }) })
        #expect(takeover?.existingOwner == "the server")
        let twice = Self.conflict(Claims(name: "Same") { _ in }, Claims(name: "Same") { _ in })
        #expect(twice?.description == "Same registers the app 'Same' twice")
    }

    @Test("different shapes and different methods do not conflict; a contract used by two apps is kept once")
    func noFalseConflicts() throws {
        var registry = AppRegistry()
        try registry.install(Claims(name: "A") { registry in
            try registry.screen(ScreenRoute<String>("albums/{id}"), build: Self.empty)
            try registry.endpoint(EndpointRoute<String>(.get, "things/{id}")) { _, _ in .noContent(cacheControl: nil) }
            registry.contract(ContractTypes(owner: "Shared", types: []))
        })
        try registry.install(Claims(name: "B") { registry in
            try registry.screen(ScreenRoute<String>("albums/{id}/extra"), build: Self.empty)
            try registry.screen(ScreenRoute<Void>("albums"), build: Self.empty)
            try registry.endpoint(EndpointRoute<String>(.post, "things/{id}")) { _, _ in .noContent(cacheControl: nil) }
            registry.contract(ContractTypes(owner: "Shared", types: []))
        })
        #expect(registry.screens.map(\.pattern.description) == ["albums/{id}", "albums/{id}/extra", "albums"])
        #expect(registry.screens.map(\.owner) == ["A", "B", "B"])
        #expect(registry.contracts.map(\.owner) == ["Shared"])
        #expect(registry.installedApps == ["A", "B"])
        #expect(registry.migrations.map(\.id) == ["analytics-1-schema", "data-version-1-schema", "data-version-2-notify", "shared-secret-1",
                                                  "admin-1-schema", "analytics-2-server-events", "analytics-3-server-event-epoch"],
                "the releases' tables are the releases module's (ReleasesUninstalledTests)")
    }

    @Test("one path matcher: literal segments, captures, and nothing else")
    func pathPattern() {
        let pattern = PathPattern("scan-and-go/orders/{order}/pay")
        #expect(pattern.match(["scan-and-go", "orders", "o-1", "pay"]) == ["order": "o-1"])
        #expect(pattern.match(["scan-and-go", "orders", "o-1", "done"]) == nil)
        #expect(pattern.match(["scan-and-go", "orders", "o-1"]) == nil)
        #expect(pattern.match(["scan-and-go", "orders", "o-1", "pay", "x"]) == nil)
        #expect(PathPattern("music").match(["music"]) == [:])
        #expect(PathPattern("/p//{id}/").description == "p/{id}")
    }
}

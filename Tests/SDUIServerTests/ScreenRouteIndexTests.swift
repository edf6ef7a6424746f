@testable import SDUIServer
import SDUIContract
import Testing

/// The route index finds what testing every route in registration order
/// finds: the first route that matches, typed parameters included.
@Suite("Screen route index")
struct ScreenRouteIndexTests {
    static func routes(_ register: (inout AppRegistry) throws -> Void) throws -> ScreenRouteIndex {
        var registry = AppRegistry()
        try register(&registry)
        return ScreenRouteIndex(registry.screens)
    }

    static func found(_ index: ScreenRouteIndex, _ path: String) throws -> String? {
        index.route(for: try ScreenPath(validating: path))?.pattern.description
    }

    /// What the linear scan the index replaces finds.
    static func scanned(_ index: ScreenRouteIndex, _ path: String) throws -> String? {
        let path = try ScreenPath(validating: path)
        return index.routes.first { $0.matches(path) }?.pattern.description
    }

    @Test("a capture registered first wins over a literal registered later, and the other way round")
    func registrationOrderDecides() throws {
        let captureFirst = try Self.routes { registry in
            try registry.screen(ScreenRoute<String>("{slug}"), build: AppRegistryTests.empty)
            try registry.screen(ScreenRoute<Void>("music"), build: AppRegistryTests.empty)
        }
        #expect(try Self.found(captureFirst, "music") == "{slug}")
        let literalFirst = try Self.routes { registry in
            try registry.screen(ScreenRoute<Void>("music"), build: AppRegistryTests.empty)
            try registry.screen(ScreenRoute<String>("{slug}"), build: AppRegistryTests.empty)
        }
        #expect(try Self.found(literalFirst, "music") == "music")
        #expect(try Self.found(literalFirst, "parcels") == "{slug}")
    }

    @Test("typed parameters, lengths and literals decide as the scan does; no route is nil", arguments: [
        "composers/12", "composers/bach", "composers/12/works", "composers", "music", "albums/7", "nothing/here", "a/b/c",
    ])
    func sameAsTheScan(path: String) throws {
        let index = try Self.routes { registry in
            try registry.screen(ScreenRoute<Void>("music"), build: AppRegistryTests.empty)
            try registry.screen(ScreenRoute<Int>("composers/{id}"), build: AppRegistryTests.empty)
            try registry.screen(ScreenRoute<String>("composers/{id}/works"), build: AppRegistryTests.empty)
            try registry.screen(ScreenRoute<(String, String)>("{kind}/{id}"), build: AppRegistryTests.empty)
        }
        #expect(try Self.found(index, path) == Self.scanned(index, path))
        if path == "composers/bach" {
            // Not an Int: the typed route passes, and the capture route behind it takes the path.
            #expect(try Self.found(index, path) == "{kind}/{id}")
        }
        if path == "a/b/c" {
            #expect(try Self.found(index, path) == nil)
        }
    }
}

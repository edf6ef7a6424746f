import Hummingbird
import HummingbirdTesting
import JSON
import Player
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("Demo screens")
struct DemoScreenTests {
    static let publicPaths = [
        "home", "login", "offline", "parcels", "parcels/3SABC1234567", "scan-and-go", "scan-and-go/AMS-01",
        "scan-and-go/how-it-works", "scan-and-go/locker", "scan-and-go/ready", "music", "composers/bach", "composers/bernstein",
        "albums/brandenburg-1982", "playlists/baroque-essentials",
    ]
    /// The screens that need a login, fetched with the demo user's token.
    static let loginPaths = ["profile"]

    @Test("every screen the demo serves at a fixed path is in the lists above, so a new one is checked by these tests too")
    func everyFixedPathIsListed() throws {
        let fixed = try TestServer.demo().screenRoutes.filter { !$0.pattern.description.contains("{") }
        let listed = Set(Self.publicPaths), needsLogin = Set(Self.loginPaths)
        for route in fixed {
            let path = route.pattern.description
            #expect((route.requiresLogin ? needsLogin : listed).contains(path),
                    "\(path) (\(route.owner)) is served but not in DemoScreenTests.\(route.requiresLogin ? "loginPaths" : "publicPaths")")
        }
    }

    @Test("every demo screen decodes with zero diagnostics, for v1 and v2")
    func everyScreenDecodes() async throws {
        try await TestServer.run { client in
            let token = try await client.login()
            for version in ["v1", "v2"] {
                for path in Self.publicPaths + Self.loginPaths {
                    let response = try await client.get("/\(version)/screens/\(path)", headers: [.authorization: "Bearer \(token)"])
                    #expect(response.status == .ok, "\(version)/\(path): \(response.text)")
                    #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                    let decoded = try TestServer.factory.makeScreen(from: response.bytes)
                    #expect(decoded.diagnostics.isEmpty, "\(version)/\(path): \(decoded.diagnostics)")
                    #expect(!decoded.value.sections.isEmpty, "\(version)/\(path) has no sections")
                }
            }
            let flow = try await ScanAndGoFlow.run(client, version: 1)
            for (step, document) in flow.screens {
                let decoded = try TestServer.factory.makeScreen(from: document)
                #expect(decoded.diagnostics.isEmpty, "scan-and-go \(step): \(decoded.diagnostics)")
            }
        }
    }

    @Test("together the demo apps use every component and action type of the contract")
    func demoCoversTheContract() async throws {
        try await TestServer.run { client in
            let token = try await client.login()
            var components: Set<String> = []
            var actions: Set<String> = []
            for path in Self.publicPaths + Self.loginPaths {
                let response = try await client.get("/v2/screens/\(path)", headers: [.authorization: "Bearer \(token)"])
                let found = ScreenTypes.collect(try response.json())
                components.formUnion(found.components)
                actions.formUnion(found.actions)
            }
            for document in try await ScanAndGoFlow.run(client).screens.values {
                let found = ScreenTypes.collect(document)
                components.formUnion(found.components)
                actions.formUnion(found.actions)
            }
            let expectedComponents = Set(TestServer.table.rules.filter { $0.kind == .component }.map(\.type.rawValue))
            let expectedActions = Set(TestServer.table.rules.filter { $0.kind == .action }.map(\.type.rawValue))
            #expect(expectedComponents.subtracting(components).isEmpty, "unused: \(expectedComponents.subtracting(components).sorted())")
            #expect(expectedActions.subtracting(actions).isEmpty, "unused: \(expectedActions.subtracting(actions).sorted())")
            // The table covers every type the core and the registered features define.
            let known = Set(CoreContract.capabilities.filter { $0.kind != .feature }.map(\.type.rawValue))
                .union(TestServer.factory.capabilities.capabilities.filter { $0.kind != .feature }.map(\.type.rawValue))
            #expect(known == expectedComponents.union(expectedActions))
        }
    }

    @Test("home leads to both demo apps and the profile")
    func homeLinksEverywhere() async throws {
        try await TestServer.run { client in
            let screen = try TestServer.factory.makeScreen(from: try await client.get(.screen("home")).bytes).value
            var destinations: Set<String> = []
            for component in screen.allComponents {
                for action in component.content.actions {
                    if case .navigate(let navigate) = action { destinations.insert(navigate.destination) }
                }
            }
            #expect(destinations.isSuperset(of: ["parcels", "music", "profile"]))
        }
    }

    @Test("carousel items navigate with a prefetched header equal to the composer screen's")
    func prefetchedHeadersMatch() async throws {
        try await TestServer.run { client in
            let browse = try TestServer.factory.makeScreen(from: try await client.get(.screen("music")).bytes).value
            let carousel = try #require(browse.allComponents.compactMap { $0.content(as: CarouselComponent.self) }.first)
            let item = try #require(carousel.items.first)
            guard case .navigate(let navigate)? = item.action else { Issue.record("carousel item without navigate"); return }
            let composer = try TestServer.factory.makeScreen(from: try await client.get("/v2/screens/\(navigate.destination)").bytes).value
            #expect(navigate.prefetched?.header == composer.header)
        }
    }

    @Test("album tracks carry play actions whose metadata URL answers a track list")
    func playActionsResolve() async throws {
        try await TestServer.run { client in
            let album = try TestServer.factory.makeScreen(from: try await client.get(.screen("albums/requiem-1986")).bytes).value
            let plays = album.allComponents.flatMap(\.content.actions).compactMap { action -> (String, Int, String)? in
                guard case .custom(let custom) = action, let play = custom.content as? PlayAction else { return nil }
                return (play.tracksMetadataURL, play.startIndex, play.startTrack.id)
            }
            #expect(plays.count == 4)
            let (url, index, trackID) = try #require(plays.last)
            #expect(index == 3)
            let list = try await client.get(url)
            #expect(list.status == .ok)
            let tracks = try list.json()["tracks"]?.arrayValue ?? []
            #expect(tracks.count == 4)
            #expect(tracks[index]["id"]?.stringValue == trackID)
        }
    }
}

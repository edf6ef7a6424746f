import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import PlayerContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("Versions and capabilities")
struct CompatibilityTests {
    static let screens = ["home", "music", "albums/brandenburg-1982", "playlists/baroque-essentials", "scan-and-go/AMS-01",
                          "composers/mozart", "parcels/3SABC1234567"]

    @Test("a v1 client receives only v1 types, with fallbacks and downgrades applied")
    func v1GetsOnlyV1Types() async throws {
        try await TestServer.run { client in
            let v1 = Set(TestServer.table.capabilities(of: .v1).capabilities.map(\.type.rawValue))
            for path in Self.screens {
                let document = try await client.get("/v1/screens/\(path)").json()
                let found = ScreenTypes.collect(document)
                #expect(found.components.union(found.actions).subtracting(v1).isEmpty,
                        "\(path): \(found.components.union(found.actions).subtracting(v1).sorted())")
            }
            // The author's own fallback: the banner on home becomes its card.
            let home = try TestServer.factory.makeScreen(from: try await client.get(.screen("home"), version: 1).bytes).value
            #expect(home.allComponents.contains { $0.id == "music-card" && $0.type == "card" })
            #expect(!home.allComponents.contains { $0.type == "imageBanner" })
            // The server's downgrades: carousel → list of detailRows, track → detailRow with its play action.
            let music = try TestServer.factory.makeScreen(from: try await client.get(.screen("music"), version: 1).bytes).value
            let list = try #require(music.allComponents.first { $0.id == "top-composers" }?.content(as: ListComponent.self))
            #expect(list.header == "Top composers")
            #expect(list.components.count == 4 && list.components.allSatisfy { $0.type == "detailRow" })
            let album = try TestServer.factory.makeScreen(from: try await client.get(.screen("albums/brandenburg-1982"), version: 1).bytes).value
            let rows = album.allComponents.compactMap { $0.content(as: DetailRowComponent.self) }
            #expect(rows.count == 3)
            #expect(rows.first?.disclosureText == "4:10")
            #expect(rows.allSatisfy { $0.primaryAction?.type == "play" })
            // A v2 client without a manifest gets the v2 types.
            let v2 = ScreenTypes.collect(try await client.get(.screen("music")).json())
            #expect(v2.components.isSuperset(of: ["carousel", "exploreTile", "imageBanner"]))
        }
    }

    @Test("a client that did not declare play or barcodeInput never receives them")
    func undeclaredTypesNeverSent() async throws {
        try await TestServer.run { client in
            let declared = TestServer.table.capabilities(of: .v2).capabilities
                .filter { $0.type != "play" && $0.type != "barcodeInput" && $0.type != "scanBarcode" }
            let header = CapabilityManifest(declared).headerValue
            for path in Self.screens {
                let response = try await client.get("/v2/screens/\(path)", headers: [.sduiCapabilities: header])
                #expect(response.status == .ok)
                let found = ScreenTypes.collect(try response.json())
                #expect(!found.actions.contains("play") && !found.components.contains("barcodeInput")
                        && !found.actions.contains("scanBarcode"), "\(path)")
                #expect(!response.text.contains("\"play\"") && !response.text.contains("\"barcodeInput\""), "\(path)")
            }
            // The scan step falls back to the typed code field and its button.
            let start = try TestServer.factory.makeScreen(
                from: try await client.get(.screen("scan-and-go/AMS-01"), headers: [.sduiCapabilities: header]).bytes).value
            #expect(start.allComponents.contains { $0.type == "textField" && $0.id == "parcel-code-field" })
            // Tracks stay, without their action.
            let album = try TestServer.factory.makeScreen(
                from: try await client.get(.screen("albums/brandenburg-1982"), headers: [.sduiCapabilities: header]).bytes).value
            let tracks = album.allComponents.compactMap { $0.content(as: TrackComponent.self) }
            #expect(tracks.count == 3 && tracks.allSatisfy { $0.action == nil })
        }
    }

    @Test("a minimal client gets only text, and a required action it lacks removes its button")
    func minimalClient() async throws {
        try await TestServer.run { client in
            let response = try await client.get(.screen("offline"), version: 1, headers: [.sduiCapabilities: "c:text@1,a:navigate@1"])
            let found = ScreenTypes.collect(try response.json())
            #expect(found.components == ["text"])
            #expect(found.actions.isEmpty)
        }
    }

    @Test("unsupported versions answer 410 with a text-only screen", arguments: ["v0", "v3", "v99"])
    func unsupportedVersion(_ version: String) async throws {
        try await TestServer.run { client in
            let response = try await client.get("/\(version)/screens/home")
            #expect(response.status == .gone)
            #expect(try response.errorCode() == "unsupported_version")
            let decoded = try ScreenFactory().makeScreen(from: response.bytes)
            #expect(decoded.diagnostics.isEmpty)
            #expect(decoded.value.allComponents.allSatisfy { $0.type == "text" })
            #expect(!decoded.value.allComponents.isEmpty)
            let command = try await client.post("/\(version)/commands/favourite", json: ["playlist": "late-night"])
            #expect(command.status == .gone)
        }
    }

    @Test("an unreadable capability header is a 400")
    func invalidManifest() async throws {
        try await TestServer.run { client in
            let response = try await client.get(.screen("home"), version: 1, headers: [.sduiCapabilities: "text,,c:@x"])
            #expect(response.status == .badRequest)
            #expect(try response.errorCode() == "invalid_capabilities")
        }
    }
}

extension HTTPField.Name {
    static let sduiCapabilities = HTTPField.Name(CapabilityManifest.headerName)!
}

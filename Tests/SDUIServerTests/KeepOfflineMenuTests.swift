import KeepOfflineContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// The album's "Keep for offline" and "Remove from offline" reach a client
/// that declares the KeepOffline feature's actions, and no other: a menu
/// entry without its action is dropped, and no fallback stands in (keeping
/// needs a cache on disk the client does not have).
@Suite("Server: keep for offline in the album menu")
struct KeepOfflineMenuTests {
    static let path = "albums/brandenburg-1982"

    @Test("a client with keepOffline and removeOffline gets both entries, naming the album's path")
    func offeredToAClientWithTheFeature() async throws {
        try await TestServer.run { client in
            let declared = TestServer.table.capabilities(of: .v2).capabilities
            #expect(declared.contains { $0.type == KeepOfflineAction.typeName }, "the demo server speaks the feature's contract")
            let header = CapabilityManifest(declared).headerValue
            let response = try await client.get("/v2/screens/\(Self.path)", headers: [.sduiCapabilities: header])
            #expect(response.status == .ok)
            let album = try TestServer.factory.makeScreen(from: response.bytes).value
            let menu = album.navigationBar?.secondaryButtons ?? []
            #expect(menu.map(\.title) == ["Keep for offline", "Remove from offline"])
            guard case .custom(let keep)? = menu.first?.action, let content = keep.content as? KeepOfflineAction else {
                Issue.record("the first entry is not keepOffline: \(String(describing: menu.first?.action))")
                return
            }
            #expect(content.path == Self.path)
            #expect((menu.last.flatMap { entry -> RemoveOfflineAction? in
                guard case .custom(let remove) = entry.action else { return nil }
                return remove.content as? RemoveOfflineAction
            })?.path == Self.path)
        }
    }

    @Test("a client without the feature (the clip's set, or all but keepOffline) is offered neither entry")
    func droppedForAClientWithoutIt() async throws {
        try await TestServer.run { client in
            let all = TestServer.table.capabilities(of: .v2).capabilities
            for left in [[KeepOfflineAction.typeName], [KeepOfflineAction.typeName, RemoveOfflineAction.typeName]] {
                let header = CapabilityManifest(all.filter { !left.contains($0.type) }).headerValue
                let response = try await client.get("/v2/screens/\(Self.path)", headers: [.sduiCapabilities: header])
                #expect(response.status == .ok)
                #expect(!response.text.contains("\"keepOffline\""), "\(left)")
                let album = try TestServer.factory.makeScreen(from: response.bytes)
                let titles = album.value.navigationBar?.secondaryButtons.map(\.title) ?? []
                #expect(!titles.contains("Keep for offline"), "\(left)")
                #expect(album.value.title == "Brandenburg Concertos", "the screen itself is untouched")
            }
        }
    }
}

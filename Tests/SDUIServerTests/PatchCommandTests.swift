import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import MusicContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// Commands that answer with a patch: checked by the server against the
/// screen built again, sent to clients that declare `f:patches@1`, and
/// turned into `refresh` for every other client or when the check fails.
@Suite("Patches in command results")
struct PatchCommandTests {
    static let capability = HTTPField.Name("SDUI-Capabilities")!
    /// The guest the commands act for: favourites and playlists are an install's.
    static let install = "patch-command-tests-guest"
    static let patching: HTTPFields = [capability: ScreenFactory().capabilities.headerValue, GuestHeaders.name: install]
    static let older: HTTPFields = [capability: ScreenFactory().capabilities.headerValue.replacingOccurrences(of: ",f:patches@1", with: ""),
                                    GuestHeaders.name: install]

    static func post<Input>(_ client: any TestClientProtocol, _ route: CommandRoute<Input>, _ body: JSONObject,
                            version: Int = 2, headers: HTTPFields = patching) async throws -> JSONValue {
        try await post(client, .command(route), body, version: version, headers: headers)
    }

    static func post(_ client: any TestClientProtocol, _ route: APIRoute, _ body: JSONObject,
                     version: Int = 2, headers: HTTPFields = patching) async throws -> JSONValue {
        let response = try await client.post(route.path(version: version), json: .object(body), headers: headers)
        #expect(response.status == .ok, "\(response.text)")
        return try response.json()
    }

    @Test("the heart: a client with patches gets the state key, one without gets refresh")
    func heart() async throws {
        try await TestServer.run(try TestServer.demo()) { client in
            let patched = try await Self.post(client, MusicRoutes.favourite, ["playlist": "late-night", "favourite": true])
            #expect(patched["type"] == "done")
            #expect(patched["refresh"] == nil)
            #expect(patched["patch"]?["screen"] == "playlists/late-night")
            #expect(patched["patch"]?["state"]?["favourite"] == .bool(true))
            #expect(patched["patch"]?["operations"] == .array([]))

            let older = try await Self.post(client, MusicRoutes.unfavourite, ["playlist": "late-night"], headers: Self.older)
            #expect(older["refresh"] == .bool(true))
            #expect(older["patch"] == nil)
        }
    }

    @Test("adding tracks: the first patch replaces 'no tracks yet' with the list, the next inserts the row after the last; both are what the screen then shows")
    func addTracks() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        try await TestServer.run(environment) { client in
            _ = try await Self.post(client, MusicRoutes.createPlaylist, ["name": "Evening"])
            let id = try #require(try await database.query("SELECT id FROM playlist WHERE ownerKey = ?", [.text("install:\(Self.install)")]).first?.text(0))

            let question = try await Self.post(client, MusicRoutes.addTrack, ["playlist": .string(id)])
            #expect(question["type"] == "requestInput")
            let options = question["input"]?["options"]?.arrayValue ?? []
            #expect(options.count == 12)
            let firstTrack = try #require(options.first?["value"]?.stringValue)
            let secondTrack = try #require(options.dropFirst().first?["value"]?.stringValue)

            let first = try await Self.post(client, MusicRoutes.appendTrack, ["playlist": .string(id), "track": .string(firstTrack)])
            let replace = try #require(first["patch"]?["operations"]?[0])
            #expect(replace["op"] == "replace")
            #expect(replace["id"] == "empty")
            #expect(replace["component"]?["id"] == "track-list")
            #expect(first["refresh"] == nil, "the check passed")

            let second = try await Self.post(client, MusicRoutes.appendTrack, ["playlist": .string(id), "track": .string(secondTrack)])
            let insert = try #require(second["patch"]?["operations"]?[0])
            #expect(insert["op"] == "insertAfter")
            #expect(insert["id"] == .string("track-\(firstTrack)"))
            #expect(insert["components"]?[0]?["id"] == .string("track-\(secondTrack)"))

            // The same track again changes nothing and says so.
            let again = try await Self.post(client, MusicRoutes.appendTrack, ["playlist": .string(id), "track": .string(secondTrack)])
            #expect(again["type"] == "error")

            // The screen now shows exactly what the patches built.
            let screen = try await client.get("/v2/screens/playlists/\(id)", headers: Self.patching).json()
            let rows = screen["sections"]?[1]?["components"]?[0]?["children"]?.arrayValue ?? []
            #expect(rows.map { $0["id"] } == [.string("track-\(firstTrack)"), .string("track-\(secondTrack)")])
            #expect(rows.last == insert["components"]?[0])

            // Someone else's playlist takes no tracks.
            let refused = try await client.post(APIRoute.command(MusicRoutes.appendTrack).path(version: 2),
                                                json: ["playlist": "late-night", "track": .string(firstTrack)], headers: Self.patching)
            #expect(refused.status == .forbidden)
            #expect(try refused.errorCode() == "not_your_playlist")
        }
    }

    /// An app whose commands answer patches that do not fit its screen.
    struct BrokenPatchApp: ServerApp {
        let name = "Broken patches"
        static let screen = ScreenRoute<Void>("patch-test")
        static let missing = CommandRoute<NoInput>("patch-missing-id")
        static let wrong = CommandRoute<NoInput>("patch-wrong-content")
        static let generated = CommandRoute<NoInput>("patch-generated-id")

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.screen(Self.screen, reuse: .never) { _, _ in
                Screen(id: "patch-test", sections: [Section(id: "main", components: [
                    Component(id: "a", content: TextComponent(paragraphs: ["A"])),
                ])])
            }
            let path = Self.screen.path
            try registry.command(Self.missing) { _, _ in
                .done(.init(message: "M", patch: Patch(screen: path, operations: [
                    .insertAfter(id: "zzz", components: [Component(id: "b", content: TextComponent(paragraphs: ["B"]))]),
                ])))
            }
            try registry.command(Self.wrong) { _, _ in
                .done(.init(message: "W", patch: Patch(screen: path, operations: [
                    .replace(id: "a", component: Component(id: "a", content: TextComponent(paragraphs: ["Not what the screen shows"]))),
                ])))
            }
            try registry.command(Self.generated) { _, _ in
                .done(.init(message: "G", patch: Patch(screen: path, operations: [.remove(id: "a")])))
            }
        }
    }

    @Test("a patch naming an id its screen lacks, or content the screen does not show, is never sent: the client is told to refresh")
    func refusedPatches() async throws {
        let environment = try TestServer.environment(installing: BrokenPatchApp(), storage: RecordingStorage())
        try await TestServer.run(environment) { client in
            for route in [BrokenPatchApp.missing, BrokenPatchApp.wrong, BrokenPatchApp.generated] {
                let answer = try await Self.post(client, route, [:])
                #expect(answer["type"] == "done", "\(route.name)")
                #expect(answer["patch"] == nil, "\(route.name)")
                #expect(answer["refresh"] == .bool(true), "\(route.name)")
            }
        }
    }
}

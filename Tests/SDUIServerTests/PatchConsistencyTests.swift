import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import MusicContract
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// Every command that answers with a patch, for every kind of client (a
/// generated matrix of capability sets, API versions and a language): the
/// client's copy of the screen with the answer applied — its screen and its
/// analytics properties, and its state — equals what a fresh GET then
/// gives it. A `refresh` answer is right by construction (the client loads
/// the screen again); a patch has to be exact.
@Suite("Patches: the patched copy equals a fresh GET, for every kind of client")
struct PatchConsistencyTests {
    /// One kind of client: what it declares, which API version it calls, in which language.
    struct ClientKind: CustomStringConvertible, Sendable {
        let description: String
        let version: Int
        let capabilities: [Capability]?
        var language: String?

        var headers: HTTPFields {
            var fields: HTTPFields = [HTTPField.Name.installID: "patch-consistency-install-0001"]
            if let capabilities { fields[HTTPField.Name.capabilities] = CapabilityManifest(capabilities).headerValue }
            if let language { fields[.acceptLanguage] = language }
            return fields
        }

        func declares(_ kind: Capability.Kind, _ type: TypeName) -> Bool {
            capabilities?.contains { $0.kind == kind && $0.type == type } ?? false
        }

        var appliesPatches: Bool { capabilities?.contains { $0.kind == .feature && $0.type == CoreContract.patches.type } ?? false }
        var resolvesExpressions: Bool {
            capabilities?.contains { $0.kind == .feature && $0.type == CoreContract.expressions.type } ?? false
        }
    }

    /// None, everything, everything but one capability (each in turn), only
    /// the patches of the features, on both API versions, and in Dutch.
    static func kinds(declaring all: [Capability]) -> [ClientKind] {
        var kinds = [
            ClientKind(description: "no header, v2", version: 2, capabilities: nil),
            ClientKind(description: "no header, v1", version: 1, capabilities: nil),
            ClientKind(description: "everything, v2", version: 2, capabilities: all),
            ClientKind(description: "everything, v1", version: 1, capabilities: all),
            ClientKind(description: "everything, v2, Dutch", version: 2, capabilities: all, language: "nl"),
            ClientKind(description: "types and patches only, v2", version: 2,
                       capabilities: all.filter { $0.kind != .feature || $0.type == CoreContract.patches.type }),
            ClientKind(description: "types and patches only, v2, Dutch", version: 2,
                       capabilities: all.filter { $0.kind != .feature || $0.type == CoreContract.patches.type }, language: "nl"),
        ]
        for left in all {
            kinds.append(ClientKind(description: "everything but \(left), v2", version: 2, capabilities: all.filter { $0 != left }))
        }
        return kinds
    }

    static let musicKinds = kinds(declaring: TestServer.factory.capabilities.capabilities)

    @Test("the matrix has every kind the issue asks for")
    func matrixSize() {
        #expect(Self.musicKinds.count >= 32)
        #expect(Self.musicKinds.contains { $0.appliesPatches && !$0.resolvesExpressions })
        #expect(Self.musicKinds.contains { $0.appliesPatches && $0.resolvesExpressions })
        #expect(Self.musicKinds.contains { !$0.appliesPatches })
    }

    /// What a client shows after a command: its copy with the answer applied,
    /// or, when it is told to refresh, nothing to compare (it loads again).
    struct Outcome {
        var patched = 0
        var refreshed = 0
        /// Patches the client could not apply to its copy (it then loads the screen again).
        var unappliable = 0
    }

    /// GET, command, GET again: checks the patched copy against the fresh one.
    static func check(_ client: any TestClientProtocol, kind: ClientKind, screen: String,
                      command: CommandRoute<some CommandInput>, body: JSONObject, factory: ScreenFactory,
                      outcome: inout Outcome, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let headers = kind.headers
        let screenURI = "/v\(kind.version)/screens/\(screen)"
        let before = try await client.get(screenURI, headers: headers)
        try #require(before.status == .ok, "\(kind): \(before.text)", sourceLocation: sourceLocation)
        let answer = try await PatchCommandTests.post(client, command, body, version: kind.version, headers: headers)
        try #require(answer["type"] == "done", "\(kind) \(command.name): \(answer)", sourceLocation: sourceLocation)
        let after = try await client.get(screenURI, headers: headers)
        try #require(after.status == .ok, sourceLocation: sourceLocation)

        guard let patchValue = answer["patch"] else {
            #expect(answer["refresh"] == .bool(true), "\(kind) \(command.name): neither a patch nor refresh", sourceLocation: sourceLocation)
            outcome.refreshed += 1
            return
        }
        #expect(kind.appliesPatches, "\(kind) \(command.name): a patch to a client that did not declare patches", sourceLocation: sourceLocation)
        // Decoded as the client decodes a command's answer, the operations kept as sent.
        guard case .done(let done) = try factory.makeCommandResult(from: answer.serialized()).value, let patch = done.patch else {
            Issue.record("\(kind) \(command.name): the patch \(patchValue) does not decode", sourceLocation: sourceLocation)
            return
        }
        let document = try factory.makeDocument(from: before.bytes)
        var values = document.initial.value.initialState ?? JSONObject()
        for (key, value) in patch.state ?? [:] { values[key] = value }
        // As the session applies it: into the document, else over what is shown;
        // a patch naming what this client was never sent is not applied, and the client loads again.
        let shown: Screen
        if let patched = try? document.applying(patch) {
            shown = patched.screen(in: ScreenState(values)).value
        } else if let patched = try? document.screen(in: ScreenState(values)).value.applying(patch) {
            shown = patched
        } else {
            outcome.refreshed += 1
            outcome.unappliable += 1
            return
        }
        outcome.patched += 1
        let fresh = try factory.makeDocument(from: after.bytes)
        let freshState = fresh.initial.value.initialState ?? JSONObject()
        #expect(try Self.visible(shown) == Self.visible(fresh.initial.value),
                "\(kind) \(command.name): the patched copy differs from a fresh GET", sourceLocation: sourceLocation)
        #expect(values == freshState, "\(kind) \(command.name): the state differs", sourceLocation: sourceLocation)
    }

    /// What the person sees and what analytics report: the encoded screen
    /// without its initial state (compared on its own, as state).
    static func visible(_ screen: Screen) throws -> JSONValue {
        var value = try JSONModelEncoder().encodeToValue(screen)
        if case .object(var object) = value {
            object["initialState"] = nil
            value = .object(object)
        }
        return value
    }

    @Test("the heart, the menu's favourite and adding tracks, for every kind of client")
    func musicCommands() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        let factory = TestServer.factory
        try await TestServer.run(environment) { client in
            var heart = Outcome()
            var tracks = Outcome()
            for (index, kind) in Self.musicKinds.enumerated() {
                let playlist = "playlists/late-night"
                let favourite = try await client.get("/v2/screens/\(playlist)", headers: kind.headers).json()
                let isFavourite = favourite["initialState"]?["favourite"] == .bool(true)
                try await Self.check(client, kind: kind, screen: playlist, command: MusicRoutes.favourite,
                                     body: ["playlist": "late-night", "favourite": .bool(!isFavourite)], factory: factory, outcome: &heart)
                if isFavourite {
                    try await Self.check(client, kind: kind, screen: playlist, command: MusicRoutes.favourite,
                                         body: ["playlist": "late-night"], factory: factory, outcome: &heart)
                } else {
                    try await Self.check(client, kind: kind, screen: playlist, command: MusicRoutes.unfavourite,
                                         body: ["playlist": "late-night"], factory: factory, outcome: &heart)
                }

                let name = "Matrix \(index)"
                _ = try await PatchCommandTests.post(client, MusicRoutes.createPlaylist, ["name": .string(name)], headers: kind.headers)
                let id = try #require(try await database.query("SELECT id FROM playlist WHERE title = ?", [.text(name)]).first?.text(0))
                let options = try await PatchCommandTests.post(client, MusicRoutes.addTrack, ["playlist": .string(id)], headers: kind.headers)
                let choices = (options["input"]?["options"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }
                try #require(choices.count >= 2, "\(kind): \(options)")
                for track in choices.prefix(2) {
                    try await Self.check(client, kind: kind, screen: "playlists/\(id)", command: MusicRoutes.appendTrack,
                                         body: ["playlist": .string(id), "track": .string(track)], factory: factory, outcome: &tracks)
                }
            }
            // Not vacuous: patches were sent, and some kinds were told to refresh.
            #expect(heart.patched >= 2 * Self.musicKinds.filter { $0.appliesPatches && $0.resolvesExpressions }.count)
            #expect(heart.refreshed >= 2 * Self.musicKinds.filter { !$0.appliesPatches || !$0.resolvesExpressions }.count)
            #expect(tracks.patched >= 2 * Self.musicKinds.filter(\.appliesPatches).count - 4)
        }
    }

    /// A screen whose expressions sit in the places a patch must reach for
    /// a client that resolves nothing: inside a card with an id, and in the
    /// `visible` of a component whose container has no id.
    struct ReadersApp: ServerApp {
        let name = "Readers"
        static let screen = ScreenRoute<Void>("readers")
        static let count = CommandRoute<NoInput>("readers-count")
        static let shown = CommandRoute<NoInput>("readers-shown")
        static let replace = CommandRoute<NoInput>("readers-replace")

        /// A card whose child reads `count`, and a line inside it shown only when `on`.
        static let box = Component(id: "box", content: CardComponent(title: "Box", children: [
            Component(id: "inner", content: TextComponent(paragraphs: ["Count: @{count}"])),
            Component(id: "inner-on", content: TextComponent(paragraphs: ["And on"]), visibleWhen: "@{on}"),
        ]))

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.screen(Self.screen, reuse: .never) { _, _ in
                Screen(id: "readers", title: "Readers", initialState: ["count": .number(JSONNumber(1)), "on": .bool(false)], sections: [
                    Section(id: "main", components: [
                        Self.box,
                        Component(id: "plain", content: TextComponent(paragraphs: ["Unchanged"])),
                        Component(id: "only-when-on", content: TextComponent(paragraphs: ["On"]), visibleWhen: "@{on}"),
                    ]),
                ])
            }
            let path = Self.screen.path
            try registry.command(Self.count) { _, _ in
                .done(.init(message: "Counted", patch: Patch(screen: path, operations: [], state: ["count": .number(JSONNumber(1))])))
            }
            try registry.command(Self.shown) { _, _ in
                .done(.init(message: "Shown", patch: Patch(screen: path, operations: [], state: ["on": .bool(false)])))
            }
            // The card sent again as it is, with its expressions and its `visible`.
            try registry.command(Self.replace) { _, _ in
                .done(.init(message: "Replaced", patch: Patch(screen: path, operations: [.replace(id: "box", component: Self.box)],
                                                              state: ["count": .number(JSONNumber(1))])))
            }
        }
    }

    @Test("a state key read inside a component with an id: that component is replaced; read by a visible at the top of a section: refresh")
    func readers() async throws {
        let environment = try TestServer.environment(installing: ReadersApp())
        let factory = ScreenFactory()
        let kinds = Self.kinds(declaring: factory.capabilities.capabilities)
        try await TestServer.run(environment) { client in
            var count = Outcome()
            var shown = Outcome()
            var replaced = Outcome()
            for kind in kinds {
                try await Self.check(client, kind: kind, screen: "readers", command: ReadersApp.replace, body: [:],
                                     factory: factory, outcome: &replaced)
                try await Self.check(client, kind: kind, screen: "readers", command: ReadersApp.count, body: [:],
                                     factory: factory, outcome: &count)
                try await Self.check(client, kind: kind, screen: "readers", command: ReadersApp.shown, body: [:],
                                     factory: factory, outcome: &shown)
                guard kind.appliesPatches, !kind.resolvesExpressions else { continue }
                // What such a client is sent: the card whole, in place of the state alone.
                let answer = try await PatchCommandTests.post(client, ReadersApp.count, [:], version: kind.version, headers: kind.headers)
                let operations = answer["patch"]?["operations"]?.arrayValue ?? []
                #expect(operations.map { $0["id"] } == ["box"], "\(kind)")
                #expect(operations.first?["component"]?["children"]?[0]?["paragraphs"] == ["Count: 1"], "\(kind)")
                let refused = try await PatchCommandTests.post(client, ReadersApp.shown, [:], version: kind.version, headers: kind.headers)
                #expect(refused["refresh"] == .bool(true), "\(kind)")
            }
            // Every kind that takes patches and cards; one without cards may be sent something else in the card's place.
            let withCards = kinds.filter { $0.appliesPatches && $0.declares(.component, CardComponent.typeName) }
            #expect(count.patched >= withCards.count)
            #expect(replaced.patched >= withCards.count)
            #expect(shown.patched == kinds.filter { $0.appliesPatches && $0.resolvesExpressions }.count)
        }
    }
}

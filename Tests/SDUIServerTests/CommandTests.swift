import Foundation
import Hummingbird
import HummingbirdTesting
import JSON
import MusicContract
import SDUI
import SDUIServer
import SDUITesting
import ScanBarcode
import Testing

@Suite("Commands")
struct CommandTests {
    /// The playlist's navigation-bar menu.
    static func menu(_ client: any TestClientProtocol, headers: HTTPFields = [:]) async throws -> [TitledAction] {
        let response = try await client.get(.screen("playlists/baroque-essentials"), headers: headers)
        return try TestServer.factory.makeScreen(from: response.bytes).value.navigationBar?.secondaryButtons ?? []
    }

    /// The playlist's favourite heart as a client resolves it for the screen's initial state:
    /// whether it is full, and the command it sends.
    static func heart(_ client: any TestClientProtocol, headers: HTTPFields = [:]) async throws -> (full: Bool, action: Action) {
        let response = try await client.get(.screen("playlists/baroque-essentials"), headers: headers)
        let document = try TestServer.factory.makeDocument(from: response.bytes)
        let screen = document.screen(in: ScreenState(document.initial.value.initialState)).value
        guard let button = screen.allComponents.first(where: { $0.id == "favourite" })?.content(as: ButtonComponent.self),
              case .bool(let full)? = screen.initialState?["favourite"] else {
            throw TestFailure("no favourite heart on the playlist: \(response.text)")
        }
        #expect(button.label == (full ? "♥ In your favourites" : "♡ Add to favourites"))
        return (full, button.action)
    }

    static func run(_ client: any TestClientProtocol, _ action: Action, state: ScreenState = ScreenState(),
                    headers: HTTPFields = [:]) async throws -> CommandResult {
        guard case .command(let command) = action else { throw TestFailure("not a command: \(action)") }
        let response = try await client.post(command.url, json: command.body(with: state), headers: headers)
        guard response.status == .ok else { throw TestFailure("\(command.url): \(response.status) \(response.text)") }
        return try TestServer.factory.makeCommandResult(from: response.bytes).value
    }

    @Test("the heart sends the value it wants: favourite, refresh, and the heart is full; and back")
    func favouriteFlips() async throws {
        try await TestServer.run { client in
            let guest = GuestHeaders.make()
            var heart = try await Self.heart(client, headers: guest)
            #expect(!heart.full)
            let added = try await Self.run(client, heart.action, headers: guest)
            guard case .done(let done) = added else { Issue.record("expected done, got \(added)"); return }
            #expect(done.shouldRefresh)
            // A client without a capability header takes toasts: the news comes as one, not as the message.
            #expect(done.toast?.message.contains("Baroque Essentials") == true)
            #expect(done.message == nil)
            // The same command sent twice (a double tap) sets, it does not toggle back.
            _ = try await Self.run(client, heart.action, headers: guest)
            heart = try await Self.heart(client, headers: guest)
            #expect(heart.full)
            let removed = try await Self.run(client, heart.action, headers: guest)
            guard case .done(let again) = removed else { Issue.record("expected done, got \(removed)"); return }
            #expect(again.shouldRefresh)
            #expect(again.toast?.message.hasPrefix("Removed") == true)
            #expect(try await Self.heart(client, headers: guest).full == false)
            // Screens from before the heart sent no value: that still adds.
            _ = try await client.post(MusicRoutes.favourite, json: ["playlist": "baroque-essentials"], headers: guest)
            #expect(try await Self.heart(client, headers: guest).full)
            // A value that is not a boolean is the caller's bug: 400, nothing changed.
            let wrong = try await client.post(MusicRoutes.favourite, json: ["playlist": "baroque-essentials", "favourite": "no"],
                                              headers: guest)
            #expect(wrong.status == .badRequest)
            #expect(wrong.text.contains("'favourite' does not match FavouriteInput at favourite: expected a boolean"), "\(wrong.text)")
            #expect(try await Self.heart(client, headers: guest).full)
        }
    }

    @Test("favourites of a logged-in user are their own and show on the profile")
    func favouritesPerUser() async throws {
        try await TestServer.run { client in
            let token = try await client.login()
            let auth: HTTPFields = [.authorization: "Bearer \(token)"]
            let heart = try await Self.heart(client, headers: auth)
            _ = try await Self.run(client, heart.action, headers: auth)
            #expect(try await Self.heart(client, headers: auth).full)
            #expect(try await Self.heart(client).full == false)
            let profile = try await client.get(.screen("profile"), headers: auth)
            #expect(profile.text.contains("favourite-baroque-essentials"))
        }
    }

    @Test("new playlist: request input, then create with the answer, then done with refresh")
    func createPlaylist() async throws {
        try await TestServer.run { client in
            let guest = GuestHeaders.make()
            let menu = try await Self.menu(client, headers: guest)
            #expect(menu.map(\.title) == ["Add to favourites", "New playlist…"])
            let first = try await Self.run(client, try #require(menu.last).action, headers: guest)
            guard case .requestInput(let request) = first else { Issue.record("expected requestInput, got \(first)"); return }
            #expect(request.prompt == "Name of the new playlist")
            guard case .text = request.input else { Issue.record("expected text input"); return }
            let created = try await client.post(request.submit.url, json: request.submit.body(answer: "Sunday morning"), headers: guest)
            let result = try TestServer.factory.makeCommandResult(from: created.bytes).value
            guard case .done(let done) = result else { Issue.record("expected done, got \(result)"); return }
            #expect(done.shouldRefresh)
            #expect(done.message == "Created “Sunday morning”")
            let empty = try await client.post(request.submit.url, json: request.submit.body(answer: "   "), headers: guest)
            guard case .error(let message, _) = try TestServer.factory.makeCommandResult(from: empty.bytes).value else {
                Issue.record("expected an error for an empty name"); return
            }
            #expect(message == "Give the playlist a name.")
        }
    }

    @Test("Scan & Go: scan, confirm, choose, pay, and a counter code")
    func scanAndGo() async throws {
        try await TestServer.run { client in
            let flow = try await ScanAndGoFlow.run(client)
            let code = try #require(flow.counterCode)
            #expect(code.range(of: "^K[0-9]{4}$", options: .regularExpression) != nil)
            let pay = try #require(flow.screens["pay"])
            #expect(try pay.jsonString().contains("€7.75"))
            // The start screen's scan action carries the pattern and submits with a command.
            let start = try TestServer.factory.makeScreen(from: try #require(flow.screens["start"])).value
            let input = try #require(start.allComponents.compactMap { $0.content(as: BarcodeInputComponent.self) }.first)
            guard case .custom(let custom) = input.action,
                  let scan = custom.content(as: ScanBarcodeAction.self) else {
                Issue.record("expected a scanBarcode action"); return
            }
            #expect(scan.pattern == "^3S[A-Z0-9]{8,13}$")
            guard case .command(let command)? = scan.then else { Issue.record("expected a command after the scan"); return }
            #expect(command.stateKeys == ["parcelCode"])
        }
    }

    @Test("Scan & Go refuses a wrong or unknown code with a message")
    func scanAndGoErrors() async throws {
        try await TestServer.run { client in
            for (code, expected) in [("HELLO", "is not a parcel code"), ("3SUNKNOWN0000", "No shipment is registered")] {
                let response = try await client.post("/v1/commands/scan-and-go/parcel",
                                                      json: ["location": "AMS-01", "state": ["parcelCode": .string(code)]])
                #expect(response.status == .ok)
                guard case .error(let message, _) = try TestServer.factory.makeCommandResult(from: response.bytes).value else {
                    Issue.record("expected an error for \(code)"); continue
                }
                #expect(message.contains(expected))
            }
        }
    }

    @Test("unknown commands and missing members are 4xx with JSON errors")
    func badCommands() async throws {
        try await TestServer.run { client in
            let unknown = try await client.post("/v1/commands/launch-rocket", json: [:])
            #expect(unknown.status == .notFound)
            #expect(try unknown.errorCode() == "unknown_command")
            let missing = try await client.post(MusicRoutes.favourite, version: 1, json: [:])
            #expect(missing.status == .badRequest)
            #expect(try missing.errorCode() == "invalid_body")
            let noPlaylist = try await client.post(MusicRoutes.favourite, version: 1, json: ["playlist": "nope"])
            #expect(noPlaylist.status == .notFound)
        }
    }
}

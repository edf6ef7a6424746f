import Foundation
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import ScanBarcode
import Testing

@Suite("Commands")
struct CommandTests {
    /// The titles of the playlist's navigation-bar menu.
    static func menu(_ client: any TestClientProtocol, headers: HTTPFields = [:]) async throws -> [TitledAction] {
        let response = try await client.get("/v2/screens/playlists/baroque-essentials", headers: headers)
        return try TestServer.factory.makeScreen(from: response.bytes).value.navigationBar?.secondaryButtons ?? []
    }

    static func run(_ client: any TestClientProtocol, _ action: Action, state: ScreenState = ScreenState(),
                    headers: HTTPFields = [:]) async throws -> CommandResult {
        guard case .command(let command) = action else { throw TestFailure("not a command: \(action)") }
        let response = try await client.post(command.url, json: command.body(with: state), headers: headers)
        guard response.status == .ok else { throw TestFailure("\(command.url): \(response.status) \(response.text)") }
        return try TestServer.factory.makeCommandResult(from: response.bytes).value
    }

    @Test("favourite, refresh, and the menu offers to remove; and back")
    func favouriteFlips() async throws {
        try await TestServer.run { client in
            var menu = try await Self.menu(client)
            #expect(menu.map(\.title) == ["Add to favourites", "New playlist…"])
            let added = try await Self.run(client, menu[0].action)
            guard case .done(let done) = added else { Issue.record("expected done, got \(added)"); return }
            #expect(done.shouldRefresh)
            #expect(done.message?.contains("Baroque Essentials") == true)
            menu = try await Self.menu(client)
            #expect(menu.first?.title == "Remove from favourites")
            let removed = try await Self.run(client, menu[0].action)
            guard case .done(let again) = removed else { Issue.record("expected done, got \(removed)"); return }
            #expect(again.shouldRefresh)
            #expect(try await Self.menu(client).first?.title == "Add to favourites")
        }
    }

    @Test("favourites of a logged-in user are their own and show on the profile")
    func favouritesPerUser() async throws {
        try await TestServer.run { client in
            let token = try await client.login()
            let auth: HTTPFields = [.authorization: "Bearer \(token)"]
            let menu = try await Self.menu(client, headers: auth)
            _ = try await Self.run(client, menu[0].action, headers: auth)
            #expect(try await Self.menu(client, headers: auth).first?.title == "Remove from favourites")
            #expect(try await Self.menu(client).first?.title == "Add to favourites")
            let profile = try await client.get("/v2/screens/profile", headers: auth)
            #expect(profile.text.contains("favourite-baroque-essentials"))
        }
    }

    @Test("new playlist: request input, then create with the answer, then done with refresh")
    func createPlaylist() async throws {
        try await TestServer.run { client in
            let menu = try await Self.menu(client)
            let first = try await Self.run(client, menu[1].action)
            guard case .requestInput(let request) = first else { Issue.record("expected requestInput, got \(first)"); return }
            #expect(request.prompt == "Name of the new playlist")
            guard case .text = request.input else { Issue.record("expected text input"); return }
            let created = try await client.post(request.submit.url, json: request.submit.body(answer: "Sunday morning"))
            let result = try TestServer.factory.makeCommandResult(from: created.bytes).value
            guard case .done(let done) = result else { Issue.record("expected done, got \(result)"); return }
            #expect(done.shouldRefresh)
            #expect(done.message == "Created “Sunday morning”")
            let empty = try await client.post(request.submit.url, json: request.submit.body(answer: "   "))
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
            let missing = try await client.post("/v1/commands/favourite", json: [:])
            #expect(missing.status == .badRequest)
            #expect(try missing.errorCode() == "invalid_body")
            let noPlaylist = try await client.post("/v1/commands/favourite", json: ["playlist": "nope"])
            #expect(noPlaylist.status == .notFound)
        }
    }
}

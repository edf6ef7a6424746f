import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing

/// The playlist menu's "Add to favourites" against the real server, on a
/// client without the Favourites feature: the command declares the change it
/// expects, so the menu and the heart flip before the server answers (the
/// answer is held), the server's patch confirms it, and a server that is
/// gone gets it put back with the server's own failure message.
@Suite("Session against the server: expected changes of commands", .timeLimit(.minutes(10)))
struct ExpectedChangeAgainstServerTests {
    static let favouriteCommand = "/v2/commands/favourite"

    static func onPlaylist(_ base: String, directory: TemporaryDirectory) async throws -> LiveClient {
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"))
        await client.session.start(at: "playlists/baroque-essentials")
        #expect(try await client.buttonLabel("favourite") == "♡ Add to favourites")
        #expect(await client.menuTitles.first == "Add to favourites")
        return client
    }

    @Test("the menu's entry flips the menu and the heart before the server answers, and the answer confirms it")
    func menuEntryShownAtOnce() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-expected-change")
        let client = try await Self.onPlaylist(base, directory: directory)

        let hold = client.gate.hold(endingWith: Self.favouriteCommand)
        let action = try await client.menuEntry("Add to favourites")
        let press = Task { await client.session.perform(action) }
        // The server has stored the favourite; its answer is held, yet the change already shows.
        #expect(await hold.waitForArrival() == 200)
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(true))
        #expect(await client.menuTitles.first == "Remove from favourites")
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")

        await hold.release()
        #expect(await press.value == .completedWithMessage("Added “Baroque Essentials” to favourites"))
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(true))
        #expect(await client.menuTitles.first == "Remove from favourites")
        #expect(!client.presenter.messages.contains { $0.hasPrefix("Could not") })
        await server.stop()
    }

    @Test("a server that is gone: the change is put back with the server's failure message, and the next press works once it is back")
    func unreachablePutsBack() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-expected-change")
        let client = try await Self.onPlaylist(base, directory: directory)
        await server.stop()

        let outcome = await client.session.perform(try await client.menuEntry("Add to favourites"))
        guard case .failed = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(false))
        #expect(await client.menuTitles.first == "Add to favourites")
        #expect(client.presenter.messages.last?.hasPrefix("Could not add this to your favourites: ") == true,
                "\(client.presenter.messages)")

        _ = try await server.start()
        let again = await client.session.perform(try await client.menuEntry("Add to favourites"))
        #expect(again == .completedWithMessage("Added “Baroque Essentials” to favourites"))
        #expect(await client.menuTitles.first == "Remove from favourites")
        await server.stop()
    }
}

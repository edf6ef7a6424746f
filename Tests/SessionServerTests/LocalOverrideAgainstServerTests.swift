import Favourites
import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing

/// The favourite heart answered on the device first (a local override)
/// against the real server: the heart fills before the server answers, the
/// server's result confirms it, and a refused or failed command puts it back
/// with a message.
@Suite("Session against the server: local overrides", .timeLimit(.minutes(10)))
struct LocalOverrideAgainstServerTests {
    static let favouriteCommand = "/v2/commands/favourite"

    /// A client with the Favourites feature on the Baroque Essentials playlist.
    static func onPlaylist(_ base: String, directory: TemporaryDirectory) async throws -> LiveClient {
        var registry = FeatureRegistry()
        try registry.install(FavouritesFeature())
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"), registry: registry)
        await client.session.start(at: "playlists/baroque-essentials")
        #expect(try await client.buttonLabel("favourite") == "♡ Add to favourites")
        return client
    }

    /// Taps the heart's element pointing at a playlist the server no longer has, and holds
    /// the server's 404 until the test releases it.
    static func tapHeartOfDeletedPlaylist(_ client: LiveClient) async -> (ResponseHold, Task<ActionOutcome, Never>) {
        let gone = Action.command(CommandAction(url: favouriteCommand,
                                                payload: ["playlist": "deleted-meanwhile", "favourite": true]))
        let hold = client.gate.hold(endingWith: favouriteCommand)
        let tap = Task { await client.session.perform(gone, from: "favourite") }
        #expect(await hold.waitForArrival() == 404)
        return (hold, tap)
    }

    @Test("the heart fills before the server answers, and stays filled when it confirms")
    func optimisticThenConfirmed() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-override")
        let client = try await Self.onPlaylist(base, directory: directory)

        let hold = client.gate.hold(endingWith: Self.favouriteCommand)
        let action = try await client.buttonAction("favourite")
        let tap = Task { await client.session.perform(action, from: "favourite") }
        // The server has stored the favourite; its answer is held, yet the heart is already full.
        #expect(await hold.waitForArrival() == 200)
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(true))
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")
        #expect(client.presenter.diffs.last == ScreenDiff(updated: ["favourite"], chromeChanged: true), "only the heart and the menu are redrawn at once")

        await hold.release()
        #expect(await tap.value == .completedWithMessage("Added “Baroque Essentials” to favourites"))
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")
        #expect(!client.presenter.messages.contains { $0.hasPrefix("Could not") })
        // A fresh client of the same install (nothing cached) sees the server's word: the favourite was stored.
        let other = try LiveClient(baseURL: base, cachePath: directory.file("other.sqlite"), installID: client.installID)
        await other.session.start(at: "playlists/baroque-essentials")
        #expect(try await other.buttonLabel("favourite") == "♥ In your favourites")
        await server.stop()
    }

    @Test("a command the server refuses puts the heart back and says why")
    func refusedRollsBack() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-override")
        let client = try await Self.onPlaylist(base, directory: directory)
        let (hold, tap) = await Self.tapHeartOfDeletedPlaylist(client)
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites", "answered locally first")
        await hold.release()
        guard case .failed(let reason) = await tap.value else { Issue.record("the refused command succeeded"); return }
        #expect(reason.contains("deleted-meanwhile"), "\(reason)")
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(false))
        #expect(try await client.buttonLabel("favourite") == "♡ Add to favourites")
        let message = try #require(client.presenter.messages.last)
        #expect(message.hasPrefix("Could not add this to your favourites: "), "\(message)")
        #expect(message.contains("deleted-meanwhile"), "\(message)")
        await server.stop()
    }

    @Test("a server that is gone: the heart is put back, and the next tap works once it is back")
    func unreachableRollsBack() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-override")
        let client = try await Self.onPlaylist(base, directory: directory)
        await server.stop()

        let outcome = await client.session.perform(try await client.buttonAction("favourite"), from: "favourite")
        guard case .failed = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(false))
        #expect(try await client.buttonLabel("favourite") == "♡ Add to favourites")
        #expect(client.presenter.messages.last?.hasPrefix("Could not add this to your favourites: ") == true)

        _ = try await server.start()
        let retried = await client.session.perform(try await client.buttonAction("favourite"), from: "favourite")
        #expect(retried == .completedWithMessage("Added “Baroque Essentials” to favourites"))
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")
        await server.stop()
    }

    @Test("a value changed while the command ran is not undone by its failure")
    func newerChangeSurvivesRollback() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-override")
        let client = try await Self.onPlaylist(base, directory: directory)
        let (hold, tap) = await Self.tapHeartOfDeletedPlaylist(client)
        // Something newer (another action, the user) sets the key meanwhile.
        await client.session.setState(.bool(false), forKey: "favourite")
        await client.session.setState(.bool(true), forKey: "favourite")
        await client.session.setState(.string("newer"), forKey: "favourite")
        await hold.release()
        guard case .failed = await tap.value else { Issue.record("the refused command succeeded"); return }
        #expect(await client.session.stateValue(forKey: "favourite") == .string("newer"))
        await server.stop()
    }

    @Test("the heart answers only the shape it knows: a command with a boolean `favourite`")
    func heartDeclinesOtherShapes() {
        let heart = FavouriteHeart()
        let state = ScreenState(["favourite": false])
        let wanted = heart.optimisticChange(for: .command(CommandAction(url: "/c", payload: ["favourite": true])),
                                            componentID: "favourite", state: state)
        #expect(wanted?.state["favourite"] == .bool(true))
        #expect(wanted?.failureMessage == "Could not add this to your favourites")
        let removal = heart.optimisticChange(for: .command(CommandAction(url: "/c", payload: ["favourite": false])),
                                             componentID: "favourite", state: state)
        #expect(removal?.failureMessage == "Could not remove this from your favourites")
        // An expression the client could not resolve stays text: the server alone answers.
        #expect(heart.optimisticChange(for: .command(CommandAction(url: "/c", payload: ["favourite": "@{!favourite}"])),
                                       componentID: "favourite", state: state) == nil)
        #expect(heart.optimisticChange(for: .command(CommandAction(url: "/c")), componentID: "favourite", state: state) == nil)
        // A command that declares the change it expects is the session's to show: the server's words win.
        let declared = CommandAction(url: "/c", payload: ["favourite": true], optimistic: OptimisticUpdate(state: ["favourite": true]))
        #expect(heart.optimisticChange(for: .command(declared), componentID: "favourite", state: state) == nil)
        #expect(heart.optimisticChange(for: .navigate(NavigateAction(destination: "music")), componentID: "favourite", state: state) == nil)
    }
}

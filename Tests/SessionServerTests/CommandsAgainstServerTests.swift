import MusicContract
import SDUI
import SDUISession
import SDUITesting
import Testing

/// Commands over real HTTP: `done` with `refresh` reloads the screen and the
/// change is drawn in place; `requestInput` asks the presenter, sends the
/// answer and shows the result.
@Suite("Session against the server: commands", .timeLimit(.minutes(10)))
struct CommandsAgainstServerTests {
    /// The playlist's screen and the command that creates a playlist, as the client asks for them (API 2).
    static let playlist = APIRoute.screen(MusicRoutes.playlist.path("baroque-essentials")).path(version: 2)
    static let createPlaylist = APIRoute.command(MusicRoutes.createPlaylist).path(version: 2)

    /// A client on the Baroque Essentials playlist, opened from the music screen's tile.
    static func onPlaylist(_ base: String, directory: TemporaryDirectory, answers: [String?] = []) async throws -> LiveClient {
        let client = try LiveClient(baseURL: base, cachePath: directory.file("screens.sqlite"), answers: answers)
        await client.session.start(at: "music")
        let tile = try #require(try await client.component("playlist-baroque-essentials").content(as: ExploreTileComponent.self))
        let open = try #require(tile.action)
        #expect(await client.session.perform(open, from: "playlist-baroque-essentials") == .completed)
        #expect(await client.session.top?.screen?.id == "playlist-baroque-essentials")
        return client
    }

    @Test("the heart without the Favourites feature: the change it declares shows at once, the command's patch confirms it with no reload, and the next revalidation brings the whole new screen")
    func commandWithPatch() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try await Self.onPlaylist(base, directory: directory)
        #expect(await client.menuTitles == ["Add to favourites", "New playlist…"])
        #expect(try await client.buttonLabel("favourite") == "♡ Add to favourites")
        let before = try #require(await client.session.top?.load)
        let drawnBefore = client.presenter.changes.count
        let loadsBefore = client.wire.exchanges(endingWith: Self.playlist).count

        let outcome = await client.session.perform(try await client.buttonAction("favourite"), from: "favourite")
        #expect(outcome == .completedWithMessage("Added “Baroque Essentials” to favourites"))
        #expect(client.presenter.messages.last == "Added “Baroque Essentials” to favourites")
        // The answer carried a patch: the screen was not asked for again.
        #expect(client.wire.exchanges(endingWith: Self.playlist).count == loadsBefore)
        #expect(await client.session.top?.patches.count == 1)
        #expect(await client.session.stateValue(forKey: "favourite") == .bool(true))
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")
        // The more-menu flips with the heart.
        #expect(await client.session.top?.screen?.navigationBar?.secondaryButtons.first?.title == "Remove from favourites")
        // The command declares the change it expects, so the presenter redrew in place at once, told that only
        // the heart and the menu (the chrome) changed; the patch then confirmed it and changed nothing more.
        #expect(client.presenter.changes.count == drawnBefore + 2)
        #expect(client.presenter.diffs.suffix(2) == [ScreenDiff(updated: ["favourite"], chromeChanged: true), ScreenDiff()])

        // The stored copy is the one from before the patch: revalidating it is never "unchanged".
        #expect(await client.session.refresh() == .completed)
        let reload = try #require(client.wire.exchanges(endingWith: Self.playlist).last)
        #expect(reload.request.header("If-None-Match") == before.etag)
        #expect(reload.status == 200)
        let after = try #require(await client.session.top?.load)
        #expect(after.source == .network && after.etag != before.etag)
        #expect(await client.session.top?.patches.isEmpty == true)
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")

        let undo = await client.session.perform(try await client.buttonAction("favourite"), from: "favourite")
        #expect(undo == .completedWithMessage("Removed “Baroque Essentials” from favourites"))
        #expect(try await client.buttonLabel("favourite") == "♡ Add to favourites")
        #expect(await client.session.top?.screen?.navigationBar?.secondaryButtons.first?.title == "Add to favourites")
        // And from the menu, the other way round.
        let fromMenu = try #require(await client.session.top?.screen?.navigationBar?.secondaryButtons.first?.action)
        #expect(await client.session.perform(fromMenu) == .completedWithMessage("Added “Baroque Essentials” to favourites"))
        #expect(try await client.buttonLabel("favourite") == "♥ In your favourites")
        #expect(await client.session.top?.screen?.navigationBar?.secondaryButtons.first?.title == "Remove from favourites")
        await server.stop()
    }

    @Test("a new playlist: the server asks for a name, the answer is sent, the result is shown")
    func commandWithRequestInput() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try await Self.onPlaylist(base, directory: directory, answers: ["Evening music"])

        let outcome = await client.session.perform(try await client.menuEntry("New playlist…"), from: "menu")
        #expect(outcome == .completedWithMessage("Created “Evening music”"))
        let question = try #require(client.presenter.inputRequests.first)
        #expect(client.presenter.inputRequests.count == 1)
        #expect(question.prompt == "Name of the new playlist")
        let sent = try #require(client.wire.exchanges(endingWith: Self.createPlaylist).first)
        #expect(sent.request.method == "POST" && sent.status == 200)
        #expect(String(decoding: sent.request.body ?? [], as: UTF8.self).contains("\"Evening music\""))
        #expect(client.presenter.messages.last == "Created “Evening music”")
        #expect(client.presenter.alerts.isEmpty)
        await server.stop()
    }

    @Test("a blank name is refused by the server and shown as an alert; nothing is created")
    func requestInputRefusedAnswer() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try await Self.onPlaylist(base, directory: directory, answers: ["   "])

        let outcome = await client.session.perform(try await client.menuEntry("New playlist…"), from: "menu")
        #expect(outcome == .failed("Give the playlist a name."))
        #expect(client.presenter.alerts == ["Something went wrong: Give the playlist a name."])
        #expect(client.wire.exchanges(endingWith: Self.createPlaylist).map(\.status) == [200])
        await server.stop()
    }

    @Test("cancelling the question sends nothing and leaves the screen as it was")
    func requestInputCancelled() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try await Self.onPlaylist(base, directory: directory, answers: [nil])
        let screen = await client.session.top?.screen

        let outcome = await client.session.perform(try await client.menuEntry("New playlist…"), from: "menu")
        #expect(outcome == .cancelled)
        #expect(client.presenter.inputRequests.count == 1)
        #expect(client.wire.exchanges(endingWith: Self.createPlaylist).isEmpty)
        #expect(await client.session.top?.screen == screen)
        await server.stop()
    }

    @Test("a command the server does not know fails with its URL, status and message")
    func unknownCommand() async throws {
        let server = try RestartableServer()
        let base = try await server.start()
        let directory = try TemporaryDirectory("session-server")
        let client = try await Self.onPlaylist(base, directory: directory)

        let outcome = await client.session.perform(.command(CommandAction(url: "/v2/commands/shuffle")), from: "test")
        let url = base + "/v2/commands/shuffle"
        #expect(outcome == .failed("\(url) answered HTTP 404: There is no command 'shuffle'."))
        #expect(client.presenter.messages.last == "The request failed: \(url) answered HTTP 404: There is no command 'shuffle'.")
        #expect(await client.session.top?.screen?.id == "playlist-baroque-essentials")
        await server.stop()
    }
}

import HTTPTypes
import HummingbirdTesting
import JSON
import LoginContract
import MusicContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// Guests keep favourites and playlists per install (`SDUI-Install-ID`):
/// no two installs share a heart, a client with neither a login nor an
/// install id owns nothing, and a login takes the install's guest state
/// into the account once. Over a socket, as clients reach the server.
@Suite("Guests per install")
struct GuestFavouritesTests {
    static let playlist = screen(playlist: "baroque-essentials")

    /// The screen of the playlist `id`.
    static func screen(playlist id: String) -> APIRoute { .screen(MusicRoutes.playlist.path(id)) }

    /// Whether the heart of `route` starts full, and the titles of its menu, for `headers`.
    static func look(_ client: any TestClientProtocol, _ route: APIRoute = playlist,
                     headers: HTTPFields) async throws -> (full: Bool?, menu: [String], eTag: String?) {
        let response = try await client.get(route, headers: headers)
        #expect(response.status == .ok, "\(route.path(version: 2)): \(response.text)")
        let screen = try TestServer.factory.makeScreen(from: response.bytes).value
        return (screen.initialState?["favourite"]?.boolValue, screen.navigationBar?.secondaryButtons.map(\.title) ?? [],
                response.headers[.eTag])
    }

    static func command<Input>(_ client: any TestClientProtocol, _ route: CommandRoute<Input>, _ body: JSONValue,
                               headers: HTTPFields) async throws -> TestResponse {
        try await command(client, APIRoute.command(route), body, headers: headers)
    }

    static func command(_ client: any TestClientProtocol, _ route: APIRoute, _ body: JSONValue,
                        headers: HTTPFields) async throws -> TestResponse {
        try await client.post(route, json: body, headers: headers)
    }

    /// The id of the playlist titled `title`, through the owner's profile-free path: the database.
    static func playlistID(titled title: String, in environment: ServerEnvironment) async throws -> String {
        let database = try #require(environment.storage as? any SQLDatabase)
        return try #require(try await database.query("SELECT id FROM playlist WHERE title = ?", [.text(title)]).first?.text(0))
    }

    static func signedIn(_ token: String, install: String? = nil) -> HTTPFields {
        var headers: HTTPFields = [.authorization: "Bearer \(token)"]
        if let install { headers[GuestHeaders.name] = install }
        return headers
    }

    @Test("two installs as guests: each sees its own heart and owns its own playlists")
    func installsApart() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment, on: .live) { client in
            let a = GuestHeaders.make(), b = GuestHeaders.make()
            #expect(try await Self.command(client, MusicRoutes.favourite, ["playlist": "baroque-essentials", "favourite": true],
                                           headers: a).status == .ok)
            #expect(try await Self.look(client, headers: a).full == true)
            #expect(try await Self.look(client, headers: b).full == false, "B was shown A's heart")
            // B's heart, set and taken back, leaves A's alone.
            #expect(try await Self.command(client, MusicRoutes.favourite, ["playlist": "baroque-essentials", "favourite": true],
                                           headers: b).status == .ok)
            #expect(try await Self.command(client, MusicRoutes.unfavourite, ["playlist": "baroque-essentials"], headers: b).status == .ok)
            #expect(try await Self.look(client, headers: a).full == true)
            #expect(try await Self.look(client, headers: b).full == false)

            // A's playlist takes tracks from A only.
            #expect(try await Self.command(client, MusicRoutes.createPlaylist, ["name": "A's evening"], headers: a).status == .ok)
            let id = try await Self.playlistID(titled: "A's evening", in: environment)
            #expect(try await Self.look(client, Self.screen(playlist: id), headers: a).menu.contains("Add a track…"))
            #expect(try await Self.look(client, Self.screen(playlist: id), headers: b).menu.contains("Add a track…") == false)
            let refused = try await Self.command(client, MusicRoutes.addTrack, ["playlist": .string(id)], headers: b)
            #expect(refused.status == .forbidden, "\(refused.text)")
            #expect(try refused.errorCode() == "not_your_playlist", "\(refused.text)")
            let appended = try await Self.command(client, MusicRoutes.appendTrack, ["playlist": .string(id), "track": "bwv-1047-1"],
                                                  headers: b)
            #expect(appended.status == .forbidden, "\(appended.text)")
            #expect(try await Self.command(client, MusicRoutes.addTrack, ["playlist": .string(id)], headers: a).status == .ok)
        }
    }

    @Test("neither a login nor an install id: no heart shown, and changing favourites or playlists is a 401 that says how to keep them")
    func nobody() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment, on: .live) { client in
            let a = GuestHeaders.make()
            _ = try await Self.command(client, MusicRoutes.favourite, ["playlist": "baroque-essentials", "favourite": true], headers: a)
            let shown = try await Self.look(client, headers: [:])
            #expect(shown.full == false, "a client that is nobody was shown a guest's heart")
            #expect(!shown.menu.contains("Add a track…"))
            let attempts: [(APIRoute, JSONValue)] = [
                (.command(MusicRoutes.favourite), ["playlist": "baroque-essentials"]),
                (.command(MusicRoutes.unfavourite), ["playlist": "baroque-essentials"]),
                (.command(MusicRoutes.newPlaylist), [:]), (.command(MusicRoutes.createPlaylist), ["name": "Nobody's"]),
                (.command(MusicRoutes.addTrack), ["playlist": "baroque-essentials"]),
            ]
            for (route, body) in attempts {
                let answer = try await Self.command(client, route, body, headers: [:])
                #expect(answer.status == .unauthorized, "\(route): \(answer.text)")
                #expect(answer.text.contains("SDUI-Install-ID"), "\(route): \(answer.text)")
            }
            // The guest's favourite is untouched by all that, and nothing was created.
            #expect(try await Self.look(client, headers: a).full == true)
            let database = try #require(environment.storage as? any SQLDatabase)
            #expect(try await database.query("SELECT id FROM playlist WHERE title = ?", [.text("Nobody's")]).isEmpty)
            // A token that is no longer valid is told so, with an install id or without: not saved as a guest.
            let stale = try await Self.command(client, MusicRoutes.favourite, ["playlist": "late-night"],
                                               headers: Self.signedIn("revoked-or-never-issued", install: a[GuestHeaders.name]))
            #expect(stale.status == .unauthorized && stale.text.contains("log in again"), "\(stale.text)")
            #expect(try await Self.look(client, Self.screen(playlist: "late-night"), headers: a).full == false)
        }
    }

    @Test("a login takes the install's guest favourites and playlists into the account, once, and leaves the guest with none")
    func loginAdoptsGuest() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment, on: .live) { client in
            let install = InstallID.random().value, other = GuestHeaders.make()
            let guest = GuestHeaders.make(install)
            // Ada already has late-night from another device; the guest hearts it too, and baroque-essentials.
            let earlier = try await client.login()
            _ = try await Self.command(client, MusicRoutes.favourite, ["playlist": "late-night"], headers: Self.signedIn(earlier))
            for playlist in ["late-night", "baroque-essentials"] {
                #expect(try await Self.command(client, MusicRoutes.favourite, ["playlist": .string(playlist)], headers: guest).status == .ok)
            }
            #expect(try await Self.command(client, MusicRoutes.createPlaylist, ["name": "Made as a guest"], headers: guest).status == .ok)
            let made = try await Self.playlistID(titled: "Made as a guest", in: environment)
            // Another install's guest state is not Ada's.
            #expect(try await Self.command(client, MusicRoutes.createPlaylist, ["name": "Someone else's"], headers: other).status == .ok)
            let theirs = try await Self.playlistID(titled: "Someone else's", in: environment)
            #expect(try await Self.command(client, MusicRoutes.favourite, ["playlist": .string(theirs)], headers: other).status == .ok)

            let login = try await client.send(LoginRoutes.signIn, json: ["username": "ada@example.com", "password": "lovelace"], headers: guest)
            #expect(login.status == .ok, "\(login.text)")
            let token = try #require(try login.json()["token"]?.stringValue)
            let ada = Self.signedIn(token, install: install)

            let profile = try await client.get(.screen("profile"), headers: ada)
            #expect(profile.text.contains("favourite-baroque-essentials") && profile.text.contains("favourite-late-night"), "\(profile.text)")
            #expect(profile.text.contains("own-\(made)"), "\(profile.text)")
            #expect(!profile.text.contains(theirs), "another install's playlist or favourite was taken too")
            #expect(try await Self.look(client, headers: ada).full == true)
            #expect(try await Self.look(client, Self.screen(playlist: made), headers: ada).menu.contains("Add a track…"))

            // The guest of that install starts again with nothing; the other install keeps its own.
            #expect(try await Self.look(client, headers: guest).full == false)
            #expect(try await Self.look(client, Self.screen(playlist: made), headers: guest).menu.contains("Add a track…") == false)
            let kept = try await Self.look(client, Self.screen(playlist: theirs), headers: other)
            #expect(kept.full == true && kept.menu.contains("Add a track…"))

            // Once: logging in again from the same install brings nothing back to the guest, nor takes anything from Ada.
            let again = try await client.send(LoginRoutes.signIn, json: ["username": "ada@example.com", "password": "lovelace"], headers: guest)
            #expect(again.status == .ok)
            #expect(try await Self.look(client, headers: guest).full == false)
            #expect(try await Self.look(client, headers: ada).full == true)

            // A login without an install id takes nothing; a garbled one is refused before any login.
            _ = try await client.login()
            #expect(try await Self.look(client, Self.screen(playlist: theirs), headers: other).full == true)
            var garbled: HTTPFields = [GuestHeaders.name: "short"]
            garbled[.contentType] = "application/json"
            let refused = try await client.send(LoginRoutes.signIn, json: ["username": "ada@example.com", "password": "lovelace"], headers: garbled)
            #expect(refused.status == .badRequest, "\(refused.text)")
            #expect(try refused.errorCode() == "invalid_install_id", "\(refused.text)")
        }
    }

    @Test("a guest's kept rendering and ETag are never another guest's or an anonymous client's")
    func renderingsPerInstall() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment, on: .live) { client in
            let a = GuestHeaders.make(), b = GuestHeaders.make()
            _ = try await Self.look(client, headers: b)  // B's rendering is kept before A changes anything
            #expect(try await Self.command(client, MusicRoutes.favourite, ["playlist": "baroque-essentials", "favourite": true],
                                           headers: a).status == .ok)
            let first = try await Self.look(client, headers: a)
            let tag = try #require(first.eTag)
            #expect(first.full == true)
            // The same rendering again for A: kept, and a 304 for its tag.
            #expect(try await Self.look(client, headers: a).eTag == tag)
            var conditionalA = a
            conditionalA[.ifNoneMatch] = tag
            #expect(try await client.get(Self.playlist, headers: conditionalA).status == .notModified)
            // B and a client without an install id, asking with A's tag, get their own screen.
            for (name, headers) in [("B", b), ("nobody", HTTPFields())] {
                var conditional = headers
                conditional[.ifNoneMatch] = tag
                let answer = try await client.get(Self.playlist, headers: conditional)
                #expect(answer.status == .ok, "\(name) was told A's screen is current")
                #expect(answer.headers[.eTag] != tag)
                #expect(try TestServer.factory.makeScreen(from: answer.bytes).value.initialState?["favourite"]?.boolValue == false,
                        "\(name) was sent A's heart")
            }
        }
    }
}

import CurlTransport
import Foundation
import JSON
import LoginContract
import MusicContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// Guests per install on PostgreSQL, across two instances: a guest's heart
/// is its install's on both, and a login through the other instance takes
/// the guest's favourites and playlists into the account once.
@Suite("Guests per install on PostgreSQL", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct GuestsAcrossInstancesTests {
    let http = CurlHTTPClient()

    func send(_ method: String, _ url: String, json: String? = nil, install: String? = nil, token: String? = nil) async throws -> HTTPResponse {
        var headers: [(name: String, value: String)] = []
        if json != nil { headers.append((name: "Content-Type", value: "application/json")) }
        if let install { headers.append((name: InstallID.headerName, value: install)) }
        if let token { headers.append((name: "Authorization", value: "Bearer \(token)")) }
        return try await http.send(OutgoingRequest(method: method, url: url, headers: headers, body: json.map { Array($0.utf8) }))
    }

    /// `route` on the instance at `base`, with the route's method, as a client of API 2 sends it.
    func send(_ route: APIRoute, on base: String, json: String? = nil, install: String? = nil,
              token: String? = nil) async throws -> HTTPResponse {
        try await send(route.endpoint.method.name, base + route.path(version: 2), json: json, install: install, token: token)
    }

    /// The endpoint `route` on the instance at `base`, with its method, as a client of API 2 sends it.
    func send(_ route: EndpointRoute<Void>, on base: String, json: String? = nil, install: String? = nil,
              token: String? = nil) async throws -> HTTPResponse {
        try await send(route.method.name, route.url(api: base + APIVersion.v2.pathPrefix), json: json, install: install, token: token)
    }

    /// Whether `install`'s playlist screen starts with a full heart, on the instance at `base`.
    func heart(_ base: String, install: String?, token: String? = nil) async throws -> Bool? {
        let answer = try await send(.screen(MusicRoutes.playlist.path("baroque-essentials")), on: base, install: install, token: token)
        return try JSONParser().parse(answer.body)["initialState"]?["favourite"]?.boolValue
    }

    @Test("a guest's heart is its install's on every instance; a login on the other instance takes its favourites and playlists, once")
    func guestsAndLogin() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b) = try await InstancesTests.startTwo(on: settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }
            let guest = InstallID.random().value, other = InstallID.random().value
            let hearted = try await send(.command(MusicRoutes.favourite), on: a.baseURL, json: #"{"playlist":"baroque-essentials"}"#,
                                         install: guest)
            #expect(hearted.status == 200, "\(String(decoding: hearted.body, as: UTF8.self))")
            let created = try await send(.command(MusicRoutes.createPlaylist), on: a.baseURL, json: #"{"name":"Guest list"}"#, install: guest)
            #expect(created.status == 200)
            #expect(await eventually { (try? await heart(b.baseURL, install: guest)) == true })
            #expect(try await heart(b.baseURL, install: other) == false, "another install was shown the guest's heart")
            #expect(try await heart(b.baseURL, install: nil) == false)
            let anonymous = try await send(.command(MusicRoutes.favourite), on: b.baseURL, json: #"{"playlist":"late-night"}"#)
            #expect(anonymous.status == 401)

            let login = try await send(LoginRoutes.signIn, on: b.baseURL, json: #"{"username":"ada@example.com","password":"lovelace"}"#,
                                       install: guest)
            #expect(login.status == 200)
            let token = try #require(try JSONParser().parse(login.body)["token"]?.stringValue)
            let moved = "SELECT count(*) FROM favourite WHERE ownerKey LIKE 'user:%' AND playlistID = 'baroque-essentials'"
            #expect(try await PostgresTestDatabase.scalar(moved, in: settings) == 1)
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM playlist WHERE ownerKey LIKE 'user:%' AND title = 'Guest list'",
                                                          in: settings) == 1)
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM favourite WHERE ownerKey = 'install:\(guest)'", in: settings) == 0)
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM playlist WHERE ownerKey = 'install:\(guest)'", in: settings) == 0)
            // Seen on the first instance too: Ada's heart is full, the install's guest starts with none.
            #expect(await eventually { (try? await heart(a.baseURL, install: guest, token: token)) == true })
            #expect(await eventually { (try? await heart(a.baseURL, install: guest)) == false })
            // Once: a second login from the install moves nothing and loses nothing.
            _ = try await send(LoginRoutes.signIn, on: a.baseURL, json: #"{"username":"ada@example.com","password":"lovelace"}"#, install: guest)
            #expect(try await PostgresTestDatabase.scalar(moved, in: settings) == 1)
        }
    }
}

import CurlTransport
import Foundation
import JSON
import SDUI
import SDUIServerPostgres
import ServerTestSupport
import Testing

/// Several `sdui-server` processes on one PostgreSQL database: what a user
/// does through one instance holds on every other, with no shared memory.
@Suite("Instances on one PostgreSQL", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct InstancesTests {
    let http = CurlHTTPClient()

    func send(_ method: String, _ url: String, json: String? = nil, token: String? = nil) async throws -> HTTPResponse {
        var headers: [(name: String, value: String)] = []
        if json != nil { headers.append((name: "Content-Type", value: "application/json")) }
        if let token { headers.append((name: "Authorization", value: "Bearer \(token)")) }
        return try await http.send(OutgoingRequest(method: method, url: url, headers: headers, body: json.map { Array($0.utf8) }))
    }

    static func url(_ settings: PostgresSettings) -> String {
        "postgres://\(settings.username)@\(settings.host):\(settings.port)/\(settings.database)"
    }

    func destination(_ response: HTTPResponse) throws -> String {
        guard case .navigate(let action) = try ScreenFactory().makeCommandResult(from: response.body).value else {
            throw ServerFailure("expected a navigate result, got \(String(decoding: response.body, as: UTF8.self))")
        }
        return action.destination
    }

    @Test("three instances start together; a token, a logout, a favourite, an order and an analytics batch hold across them")
    func oneTruth() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let arguments = ["--database", Self.url(settings)]
            async let first = ServerProcess(arguments: arguments)
            async let second = ServerProcess(arguments: arguments)
            async let third = ServerProcess(arguments: arguments)
            let (a, b, c) = try await (first, second, third)
            defer { for server in [a, b, c] { server.signal(SIGKILL) } }
            #expect(try await PostgresTestDatabase.scalar(#"SELECT count(*) FROM "user""#, in: settings) == 1, "seeded once")

            // A token issued by A works on B and C.
            let login = try await send("POST", a.baseURL + "/v2/auth/login", json: #"{"username":"ada@example.com","password":"lovelace"}"#)
            #expect(login.status == 200)
            let token = try #require(try JSONParser().parse(login.body)["token"]?.stringValue)
            #expect(try await send("GET", b.baseURL + "/v2/screens/profile", token: token).status == 200)
            #expect(try await send("GET", c.baseURL + "/v2/screens/profile", token: token).status == 200)

            // A favourite added through A shows on B at once, with a new ETag.
            let before = try await send("GET", b.baseURL + "/v2/screens/playlists/late-night", token: token)
            let favourite = try await send("POST", a.baseURL + "/v2/commands/favourite", json: #"{"playlist":"late-night"}"#, token: token)
            #expect(favourite.status == 200)
            let after = try await send("GET", b.baseURL + "/v2/screens/playlists/late-night", token: token)
            #expect(after.header("ETag") != nil)
            #expect(after.header("ETag") != before.header("ETag"))
            #expect(String(decoding: after.body, as: UTF8.self).contains("Remove from favourites"))

            // A Scan & Go order started on A continues on B.
            let parcel = try await send("POST", a.baseURL + "/v2/commands/scan-and-go/parcel",
                                        json: #"{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}"#)
            let address = try destination(parcel)
            #expect(address.hasSuffix("/address"), "\(address)")
            let order = String(address.split(separator: "/")[2])
            let confirmed = try await send("POST", b.baseURL + "/v2/commands/scan-and-go/confirm-address", json: #"{"order":"\#(order)"}"#)
            #expect(try destination(confirmed).hasSuffix("/options"))

            // The same analytics batch sent to A and B at the same moment is stored once.
            let events = (0..<50).map { #"{"id":"e-\#($0)","name":"screenView","timestamp":\#(1_795_000_000_000 + $0),"properties":{}}"# }
            let batch = #"{"events":[\#(events.joined(separator: ","))]}"#
            async let toA = send("POST", a.baseURL + "/v2/analytics/events", json: batch)
            async let toB = send("POST", b.baseURL + "/v2/analytics/events", json: batch)
            let replies = try await [toA, toB]
            #expect(replies.map(\.status) == [200, 200], "\(replies.map { String(decoding: $0.body, as: UTF8.self) })")
            let answers = try replies.map { try JSONParser().parse($0.body)["accepted"]?.intValue ?? -1 }
            #expect(answers.reduce(0, +) == 50, "\(answers)")
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM analyticsEvent", in: settings) == 50)

            // Logging out on A ends the token on B and C.
            #expect(try await send("POST", a.baseURL + "/v2/auth/logout", token: token).status == 204)
            #expect(try await send("GET", b.baseURL + "/v2/screens/profile", token: token).status == 401)
            #expect(try await send("GET", c.baseURL + "/v2/screens/profile", token: token).status == 401)

            for server in [a, b, c] { server.signal(SIGTERM) }
            for server in [a, b, c] { #expect(try await server.exitStatus() == 0) }
        }
    }
}

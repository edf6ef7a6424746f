import CurlTransport
import Foundation
import Synchronization
import JSON
import LoginContract
import MusicContract
import ParcelsContract
import SDUI
import SDUIServer
import SDUIServerPostgres
import SDUITesting
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

    /// `route` on `server`, with the route's method, as a client of API 2 sends it.
    func send(_ route: APIRoute, on server: ServerProcess, json: String? = nil, token: String? = nil) async throws -> HTTPResponse {
        try await send(route.endpoint.method.name, server.baseURL + route.path(version: 2), json: json, token: token)
    }

    /// The endpoint `route` on `server`, with its method, as a client of API 2 sends it.
    func send(_ route: EndpointRoute<Void>, on server: ServerProcess, json: String? = nil,
              token: String? = nil) async throws -> HTTPResponse {
        try await send(route.method.name, route.url(api: server.baseURL + APIVersion.v2.pathPrefix), json: json, token: token)
    }

    /// Two `sdui-server` processes on the database, started side by side.
    static func startTwo(on settings: PostgresSettings) async throws -> (ServerProcess, ServerProcess) {
        let arguments = ["--database", url(settings)]
        async let first = ServerProcess(arguments: arguments)
        async let second = ServerProcess(arguments: arguments)
        return try await (first, second)
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
            let login = try await send(LoginRoutes.signIn, on: a, json: #"{"username":"ada@example.com","password":"lovelace"}"#)
            #expect(login.status == 200)
            let token = try #require(try JSONParser().parse(login.body)["token"]?.stringValue)
            #expect(try await send(.screen("profile"), on: b, token: token).status == 200)
            #expect(try await send(.screen("profile"), on: c, token: token).status == 200)

            // A favourite added through A shows on B as soon as B is notified, with a new ETag.
            let before = try await send(.screen(MusicRoutes.playlist.path("late-night")), on: b, token: token)
            let favourite = try await send(.command(MusicRoutes.favourite), on: a, json: #"{"playlist":"late-night"}"#, token: token)
            #expect(favourite.status == 200)
            var after = before
            #expect(try await eventually {
                after = try await send(.screen(MusicRoutes.playlist.path("late-night")), on: b, token: token)
                return String(decoding: after.body, as: UTF8.self).contains(#""initialState":{"favourite":true}"#)
            }, "the heart is full on B")
            #expect(after.header("ETag") != nil)
            #expect(after.header("ETag") != before.header("ETag"))

            // A Scan & Go order started on A continues on B.
            let parcel = try await send(.command(ParcelsRoutes.scanParcel), on: a,
                                        json: #"{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}"#)
            let address = try destination(parcel)
            #expect(address.hasSuffix("/address"), "\(address)")
            let order = String(address.split(separator: "/")[2])
            let confirmed = try await send(.command(ParcelsRoutes.confirmAddress), on: b, json: #"{"order":"\#(order)"}"#)
            #expect(try destination(confirmed).hasSuffix("/options"))

            // The same analytics batch sent to A and B at the same moment is stored once.
            let events = (0..<50).map { #"{"id":"e-\#($0)","name":"screenView","timestamp":\#(1_795_000_000_000 + $0),"properties":{}}"# }
            let batch = #"{"events":[\#(events.joined(separator: ","))]}"#
            async let toA = send(.analyticsEvents, on: a, json: batch)
            async let toB = send(.analyticsEvents, on: b, json: batch)
            let replies = try await [toA, toB]
            #expect(replies.map(\.status) == [200, 200], "\(replies.map { String(decoding: $0.body, as: UTF8.self) })")
            let answers = try replies.map { try JSONParser().parse($0.body)["accepted"]?.intValue ?? -1 }
            #expect(answers.reduce(0, +) == 50, "\(answers)")
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM analyticsEvent", in: settings) == 50)

            // Logging out on A ends the token on A at once, and on B and C as soon as they are notified.
            #expect(try await send(LoginRoutes.signOut, on: a, token: token).status == 204)
            #expect(try await send(.screen("profile"), on: a, token: token).status == 401)
            #expect(try await eventually { try await send(.screen("profile"), on: b, token: token).status == 401 })
            #expect(try await eventually { try await send(.screen("profile"), on: c, token: token).status == 401 })

            // Failed logins count in the database: five spread over A and B lock the account on C.
            for (index, server) in [a, b, a, b, a].enumerated() {
                let wrong = try await send(LoginRoutes.signIn, on: server,
                                           json: #"{"username": "grace@example.com", "password": "wrong \#(index)"}"#)
                #expect(wrong.status == 401, "attempt \(index + 1) on \(server.baseURL)")
            }
            let locked = try await send(LoginRoutes.signIn, on: c, json: #"{"username": "grace@example.com", "password": "wrong"}"#)
            #expect(locked.status == 429)
            #expect(Int(locked.header("Retry-After") ?? "").map { (1...900).contains($0) } == true, "\(locked.headers)")
            #expect(String(decoding: locked.body, as: UTF8.self).contains("too_many_login_attempts"))

            // Each instance's /metrics shows its own waits for a pooled connection.
            let metrics = try await send("GET", b.baseURL + "/metrics")
            let waits = PrometheusSample.value("sdui_database_pool_wait_seconds_count", in: String(decoding: metrics.body, as: UTF8.self))
            #expect((waits ?? 0) >= 3, "B ran at least the favourite's screen, the order and a logout check; pool waits: \(String(describing: waits))")

            for server in [a, b, c] { server.signal(SIGTERM) }
            for server in [a, b, c] { #expect(try await server.exitStatus() == 0) }
        }
    }
}

/// An instance killed with SIGKILL in the middle of the load loses nothing
/// that it had answered, and the other instance keeps answering.
@Suite("An instance killed under load", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct KilledInstanceTests {
    /// A minute: a request to the surviving instance that took over 10 s on a loaded machine
    /// would count as one it failed. The killed one's connections are reset, not waited out.
    let http = CurlHTTPClient(configuration: .init(totalTimeout: 60))

    func post(_ url: String, _ json: String) async -> HTTPResponse? {
        try? await http.send(OutgoingRequest(method: "POST", url: url, headers: [(name: "Content-Type", value: "application/json")],
                                             body: Array(json.utf8)))
    }

    final class Progress: Sendable {
        private let done = Mutex(0)
        func roundDone() { done.withLock { $0 += 1 } }
        var rounds: Int { done.withLock { $0 } }
    }

    /// What one client saw: which orders and events the server confirmed, and where.
    struct Confirmed: Sendable {
        var orders: [String] = []
        var events: [String] = []
        var answeredByB = 0
        var failedOnB = 0
    }

    @Test("kill -9 of one of two instances: the other answers everything, and every confirmed write is in the database")
    func killUnderLoad() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let arguments = ["--database", InstancesTests.url(settings)]
            let a = try await ServerProcess(arguments: arguments)
            let b = try await ServerProcess(arguments: arguments)
            defer { b.signal(SIGKILL) }
            let clients = 6
            let rounds = 60
            let progress = Progress()
            let confirmed = try await withThrowingTaskGroup(of: Confirmed.self) { group in
                for client in 0..<clients {
                    group.addTask {
                        var seen = Confirmed()
                        for round in 0..<rounds {
                            let server = (client + round).isMultiple(of: 2) ? a : b
                            let ids = (0..<5).map { "c\(client)-r\(round)-\($0)" }
                            let events = ids.map { #"{"id":"\#($0)","name":"load","timestamp":1795000000000,"properties":{}}"# }
                            let batch = #"{"events":[\#(events.joined(separator: ","))]}"#
                            let ingest = await post(server.baseURL + APIRoute.analyticsEvents.path(version: 2), batch)
                            let order = await post(server.baseURL + APIRoute.command(ParcelsRoutes.scanParcel).path(version: 2),
                                                   #"{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}"#)
                            if server === b {
                                for response in [ingest, order] {
                                    if response?.status == 200 { seen.answeredByB += 1 } else { seen.failedOnB += 1 }
                                }
                            }
                            progress.roundDone()
                            if ingest?.status == 200 { seen.events += ids }
                            if let order, order.status == 200,
                               case .navigate(let action) = try ScreenFactory().makeCommandResult(from: order.body).value {
                                seen.orders.append(String(action.destination.split(separator: "/")[2]))
                            }
                        }
                        return seen
                    }
                }
                // Kill A a third of the way through, while every client is mid-loop.
                while progress.rounds < clients * rounds / 3 { try await Task.sleep(for: .milliseconds(2)) }
                a.signal(SIGKILL)
                var all = Confirmed()
                for try await seen in group {
                    all.orders += seen.orders
                    all.events += seen.events
                    all.answeredByB += seen.answeredByB
                    all.failedOnB += seen.failedOnB
                }
                return all
            }
            #expect(try await a.exitStatus() != 0, "A was killed")
            #expect(confirmed.failedOnB == 0, "B failed \(confirmed.failedOnB) of \(confirmed.answeredByB + confirmed.failedOnB) requests")
            #expect(confirmed.answeredByB == clients * rounds, "B answered every request sent to it")
            let eventList = confirmed.events.map { "'\($0)'" }.joined(separator: ",")
            let storedEvents = try await PostgresTestDatabase.scalar(
                "SELECT count(*) FROM analyticsEvent WHERE id IN (\(eventList))", in: settings)
            #expect(storedEvents == Int64(confirmed.events.count), "confirmed events missing after the kill")
            let orderList = confirmed.orders.map { "'\($0)'" }.joined(separator: ",")
            let storedOrders = try await PostgresTestDatabase.scalar(
                "SELECT count(*) FROM scanOrder WHERE id IN (\(orderList))", in: settings)
            #expect(storedOrders == Int64(confirmed.orders.count), "confirmed orders missing after the kill")
            // A confirmed some work before it died, and the rest of its share was cut off.
            let total = clients * rounds * 5
            #expect(confirmed.events.count > total / 2 && confirmed.events.count < total, "\(confirmed.events.count) of \(total) events confirmed")
        }
    }
}

import CurlTransport
import Foundation
import SDUI
import SDUISession
import SDUIServerPostgres
import SDUITesting
import Testing

/// Live screens on two instances sharing PostgreSQL: a change written
/// anywhere reaches a client streaming from either, and when the instance a
/// client streams from is killed, the client reconnects through the load
/// balancer (HAProxy, as in production) to the other and misses no change.
@Suite("Live screens across instances", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct LiveAcrossInstancesTests {
    static let code = "3SABC1234567"

    static func setStatus(_ status: String, in settings: PostgresSettings) async throws {
        let changed = try await PostgresTestDatabase.scalar(
            "WITH u AS (UPDATE parcel SET status = '\(status)' WHERE code = '\(code)' RETURNING 1) SELECT count(*) FROM u", in: settings)
        #expect(changed == 1)
    }

    static func session(_ base: String) throws -> Session {
        let api = APIClient(http: CurlHTTPClient(configuration: .init(connectTimeout: 5, totalTimeout: 20, userAgent: "live-instances/1.0")),
                            endpoint: try ServerEndpoint(baseURL: base, apiVersion: 2), factory: ScreenFactory(), userAgent: "live-instances/1.0")
        return Session(api: api, registry: FeatureRegistry(), presenter: RecordingPresenter())
    }

    static func status(_ session: Session) async -> String? {
        await session.top?.screen?.allComponents.first { $0.id == "status" }?.content(as: BadgeComponent.self)?.text
    }

    /// HAProxy in front of `primary`, with `backup` taking over when it is down.
    static func balancer(primary: String, backup: String) throws -> (process: Process, base: String) {
        let port = ClosedLoopbackPort.pick()
        let hostPort = { (url: String) in url.replacingOccurrences(of: "http://", with: "") }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("haproxy-\(UUID().uuidString).cfg")
        try """
            global
                maxconn 1024
            defaults
                mode http
                timeout connect 2s
                timeout client 60s
                timeout server 60s
                retries 3
                option redispatch
            frontend sdui
                bind 127.0.0.1:\(port)
                default_backend instances
            backend instances
                option httpchk GET /hello
                server b \(hostPort(primary)) check inter 100ms fall 1 rise 1
                server a \(hostPort(backup)) check inter 100ms fall 1 rise 1 backup

            """.write(to: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/haproxy")
        process.arguments = ["-f", config.path, "-db"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, "http://127.0.0.1:\(port)")
    }

    @Test("written through the database, seen on a stream from the other instance; B killed, the client reconnects to A and sees the change made meanwhile")
    func acrossInstancesAndFailover() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let (a, b) = try await InstancesTests.startTwo(on: settings)
            defer { for server in [a, b] { server.signal(SIGKILL) } }
            let (haproxy, base) = try Self.balancer(primary: b.baseURL, backup: a.baseURL)
            defer { haproxy.terminate() }
            let http = CurlHTTPClient()
            #expect(await eventually { (try? await http.send(OutgoingRequest(method: "GET", url: base + "/hello")))?.status == 200 })

            let session = try Self.session(base)
            await session.start(at: "parcels/\(Self.code)")
            #expect(await eventually { await session.isLiveConnected })

            // A change written to the shared database: B (which the client streams from) is notified.
            try await Self.setStatus("Sorted, told by B", in: settings)
            #expect(await eventually { await Self.status(session) == "Sorted, told by B" })

            // B dies without a word; the change made now is announced by A when the client comes back.
            b.signal(SIGKILL)
            try await Self.setStatus("Changed while B was down", in: settings)
            #expect(await eventually { await Self.status(session) == "Changed while B was down" })
            #expect(await eventually { await session.isLiveConnected })
            await session.end()
        }
    }
}

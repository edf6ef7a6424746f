import CurlTransport
import Foundation
import SDUI
import SDUITesting
import Testing

/// The database goes away and comes back while a server runs: requests that
/// need it get a JSON 503 quickly, the rest keep working, and the server
/// recovers by itself. A private cluster, so other tests keep theirs.
@Suite("PostgreSQL outage", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct OutageTests {
    /// Runs `Scripts/postgres-cluster.sh` without blocking a cooperative
    /// thread (the run waits in `BuiltProgram`, off the pool).
    static func cluster(_ action: String, _ folder: String) async throws -> String {
        let run = try await BuiltProgram(path: "/bin/bash")
            .run([Repository.root + "/Scripts/postgres-cluster.sh", action, folder], seconds: 90)
        guard run.status == 0 else { throw ServerFailure("postgres-cluster.sh \(action) failed: \(run.errors)") }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("stop the database: 503 with Retry-After in about two seconds, content still served; start it: answers again")
    func outageAndRecovery() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-outage-\(UUID().uuidString)").path
        let port = try await Self.cluster("create", folder)
        do {
            try await Self.takeAwayAndBringBack(folder: folder, port: port)
        } catch {
            _ = try? await Self.cluster("remove", folder)
            throw error
        }
        _ = try await Self.cluster("remove", folder)
    }

    private static func takeAwayAndBringBack(folder: String, port: String) async throws {
        let server = try await ServerProcess(arguments: ["--database", "postgres://sdui@127.0.0.1:\(port)/sdui"])
        defer { server.signal(SIGKILL) }
        let http = CurlHTTPClient(configuration: .init(totalTimeout: 120))
        let music = OutgoingRequest(url: server.baseURL + "/v2/screens/music")
        #expect(try await http.send(music).status == 200)

        _ = try await Self.cluster("stop", folder)
        let clock = ContinuousClock()
        let start = clock.now
        let during = try await http.send(music)
        let waited = clock.now - start
        #expect(during.status == 503)
        #expect(during.header("Retry-After") == "1")
        #expect(String(decoding: during.body, as: UTF8.self).contains(#""code":"storage_unavailable""#))
        // Refused at once by the stopped cluster; the bound is far above that, for a
        // busy machine, and far below the client's limit, which a waiting server would reach.
        #expect(waited < .seconds(30), "a request during the outage waited \(waited)")
        #expect(try await http.send(OutgoingRequest(url: server.baseURL + "/v2/screens/home")).status == 200,
                "content screens need no database")

        _ = try await Self.cluster("start", folder)
        var recovered = false
        let deadline = clock.now + .seconds(60)
        while !recovered, clock.now < deadline {
            recovered = try await http.send(music).status == 200
            if !recovered { try await Task.sleep(for: .milliseconds(250)) }
        }
        #expect(recovered, "the server did not recover within a minute of the database's return")
    }
}

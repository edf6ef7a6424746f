import CurlTransport
import Foundation
import SDUI
import ServerTestSupport
import Testing

/// What an operator relies on when a deployment replaces an instance: SIGTERM
/// lets the requests already accepted finish, takes no new connection, and
/// ends the process with status 0.
@Suite("Graceful shutdown")
struct GracefulShutdownTests {
    @Test("SIGTERM under load: every accepted request is answered, new connections are refused, exit 0")
    func drainsOnSIGTERM() async throws {
        let server = try await ServerProcess()
        let base = server.baseURL
        let http = CurlHTTPClient()
        // Logins are the slowest requests (a bcrypt verification each), so they are still running when the signal comes.
        let login = OutgoingRequest(method: "POST", url: base + "/v1/auth/login",
                                    headers: [(name: "Content-Type", value: "application/json")],
                                    body: Array(#"{"username":"ada@example.com","password":"lovelace"}"#.utf8))
        let inFlight = 8
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<inFlight {
                group.addTask { try await http.send(login).status }
            }
            try await Task.sleep(for: .milliseconds(300))
            server.signal(SIGTERM)
            try await Task.sleep(for: .milliseconds(150))
            // A client that connects now (its own connection, no reuse) is turned away.
            let late = CurlHTTPClient()
            do {
                let response = try await late.send(OutgoingRequest(url: base + "/hello"))
                Issue.record("a new connection was served after SIGTERM: \(response.status)")
            } catch {
                #expect(error is TransportError)
            }
            var statuses: [Int] = []
            for try await status in group { statuses.append(status) }
            return statuses
        }
        #expect(statuses == Array(repeating: 200, count: inFlight), "accepted requests that failed: \(statuses.filter { $0 != 200 })")
        #expect(try await server.exitStatus() == 0)
    }
}

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
        // Logins are the slowest requests (a bcrypt verification each), so they are still running when the signal comes.
        let login = OutgoingRequest(method: "POST", url: base + "/v1/auth/login",
                                    headers: [(name: "Content-Type", value: "application/json")],
                                    body: Array(#"{"username":"ada@example.com","password":"lovelace"}"#.utf8))
        let inFlight = 8
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            // A client each, so each login has its own connection (one client would queue them on one).
            for _ in 0..<inFlight {
                group.addTask { try await CurlHTTPClient().send(login).status }
            }
            // The signal comes once the server is answering all of them: a request still in the kernel's
            // accept queue when the listener closes was never accepted, and is refused as it should be.
            let accepted = try await Self.waitForRequestsInFlight(inFlight, base: base)
            #expect(accepted, "the server never had \(inFlight) logins in flight at once")
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

    /// Polls `/metrics` until `count` requests besides that one are in flight (10 s at most).
    static func waitForRequestsInFlight(_ count: Int, base: String) async throws -> Bool {
        let probe = CurlHTTPClient()
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let page = try await probe.send(OutgoingRequest(url: base + "/metrics"))
            let text = String(decoding: page.body, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("sdui_http_requests_in_flight ") }),
               let value = Double(line.split(separator: " ").last ?? ""), Int(value) - 1 >= count {
                return true
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return false
    }
}

import CurlTransport
import Foundation
import SDUI
import SDUITesting
import Synchronization
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
        let lanes = 8
        // Each lane logs in again and again until the probe has seen a login in flight: on a loaded
        // machine one round of logins could all be answered before the probe's first answer.
        let seen = Flag()
        let (attempts, probe) = try await withThrowingTaskGroup(of: [Attempt].self) { group in
            // A client each, so each login has its own connection (one client would queue them on one).
            for _ in 0..<lanes {
                group.addTask {
                    var attempts: [Attempt] = []
                    repeat {
                        let started = ContinuousClock.now
                        let outcome: Result<Int, TransportError>
                        do throws(TransportError) {
                            outcome = .success(try await CurlHTTPClient().send(login).status)
                        } catch {
                            outcome = .failure(error)
                        }
                        attempts.append(Attempt(started: started, ended: ContinuousClock.now, outcome: outcome))
                    } while !seen.isSet && attempts.count < 10_000
                    return attempts
                }
            }
            // The signal comes while the server is answering logins (as many as arrived: on a loaded
            // machine the last ones may not have connected yet, and then must be refused, not dropped).
            let probe: Probe
            do {
                defer { seen.set() }   // the lanes stop either way
                probe = try await Self.requestsInFlight(atLeast: 1, base: base)
            }
            #expect(probe.inFlight >= 1, "the server never had a login in flight")
            #expect(server.isListening)
            server.signal(SIGTERM)
            // The listener closes first; the accepted logins are still being answered.
            #expect(await server.waitUntilNotListening(), "the server still listens after SIGTERM")
            // A client that connects now (its own connection, no reuse) is turned away.
            let late = CurlHTTPClient()
            do {
                let response = try await late.send(OutgoingRequest(url: base + "/hello"))
                Issue.record("a new connection was served after SIGTERM: \(response.status)")
            } catch {
                #expect(error is TransportError)
            }
            var attempts: [Attempt] = []
            for try await lane in group { attempts += lane }
            return (attempts, probe)
        }
        // Every login the server was answering when the probe looked (begun before the probe's answer and
        // not ended before it was asked) got its answer; earlier rounds, all ended before, are not counted.
        // Any other was refused at connect, or (on a loaded machine) had connected into the kernel's queue
        // or been accepted without its request read yet, and is reset before any byte of an answer: its
        // request never ran. None is cut off half-way through an answer.
        let overlapping = attempts.filter { $0.started < probe.answered && $0.ended > probe.asked }
        let answered = overlapping.filter { (try? $0.outcome.get()) == 200 }.count
        #expect(answered >= probe.inFlight, "\(probe.inFlight) logins were in flight, \(answered) of those then running answered: \(overlapping.map(\.outcome))")
        for case .failure(let error) in attempts.map(\.outcome) {
            switch error {
            case .cannotConnect: continue
            case .connectionFailed(_, let detail) where detail.contains("Connection reset by peer"): continue
            default: Issue.record("a login was cut off during its answer: \(error)")
            }
        }
        #expect(attempts.allSatisfy { if case .success(let status) = $0.outcome { status == 200 } else { true } }, "\(attempts.map(\.outcome))")
        #expect(try await server.exitStatus() == 0)
    }

    /// One login: when it began and ended, and how.
    struct Attempt: Sendable {
        let started: ContinuousClock.Instant
        let ended: ContinuousClock.Instant
        let outcome: Result<Int, TransportError>
    }

    /// What the metrics probe saw: requests in flight besides its own, and when it asked and had the answer.
    struct Probe: Sendable {
        let inFlight: Int
        let asked: ContinuousClock.Instant
        let answered: ContinuousClock.Instant
    }

    /// Polls `/metrics` until at least `minimum` requests besides that one are in flight
    /// (a minute at most, a hang guard); how many there were (0 when never).
    static func requestsInFlight(atLeast minimum: Int, base: String) async throws -> Probe {
        let probe = CurlHTTPClient()
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let asked = ContinuousClock.now
            let page = try await probe.send(OutgoingRequest(url: base + "/metrics"))
            let answered = ContinuousClock.now
            let text = String(decoding: page.body, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("sdui_http_requests_in_flight ") }),
               let value = Double(line.split(separator: " ").last ?? ""), Int(value) - 1 >= minimum {
                return Probe(inFlight: Int(value) - 1, asked: asked, answered: answered)
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return Probe(inFlight: 0, asked: .now, answered: .now)
    }
}

import SDUI
import SDUITesting
import Testing
@testable import CurlTransport

/// Each misbehaviour of the broken server ends in the response or the exact
/// typed error, within the test's time limit.
@Suite(.timeLimit(.minutes(10)))
struct ResponseTests {
    @Test(arguments: executions) func okJSON(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(url: server.url("/json")))
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        #expect(response.body == Array(BrokenHTTPServer.jsonBody.utf8))
        #expect(response.url == server.url("/json"))
    }

    @Test(arguments: executions) func serverErrorIsAResponseWithItsBody(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(url: server.url("/error")))
        #expect(response.status == 500)
        #expect(throws: TransportError.httpStatus(url: server.url("/error"), status: 500, body: "boom: the database is on fire")) {
            try response.requireSuccess()
        }
    }

    @Test(arguments: executions) func wrongContentTypeArrivesAsSent(execution: CurlHTTPClient.Execution) async throws {
        // Judging the content type is the session's job; the transport reports it faithfully.
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(url: server.url("/wrong-type")))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/html")
        #expect(response.body == Array("<html>not json</html>".utf8))
    }

    @Test(arguments: executions) func truncatedBodyIsAConnectionFailure(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url("/truncated")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        guard case .connectionFailed(let failedURL, let detail)? = error else {
            Issue.record("expected connectionFailed, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(detail.contains("990 bytes remaining"), "\(detail)")
    }

    @Test(arguments: executions) func anAnswerThatIsNotHTTPSaysSo(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url("/not-http")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        guard case .notHTTP(let failedURL, _)? = error else {
            Issue.record("expected notHTTP, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        let message = error?.description ?? ""
        #expect(message.hasPrefix("\(url): the server's answer was not HTTP"), "\(message)")
        #expect(!message.contains("invalid URL"), "\(message)")
    }

    @Test(arguments: executions, ["/giant-header", "/many-headers"])
    func headersBeyondTheLimitSaySo(execution: CurlHTTPClient.Execution, path: String) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url(path)
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        #expect(error == .headersTooLarge(url: url, limit: 64 * 1024))
        #expect(error?.description == "\(url): the answer's headers are larger than 65536 bytes")
    }

    @Test(arguments: executions, ["/huge", "/huge-chunked"])
    func bodyBeyondTheLimitIsTooLarge(execution: CurlHTTPClient.Execution, path: String) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url(path)
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution, maxResponseBytes: 1_000_000))
        #expect(error == .tooLarge(url: url, limit: 1_000_000))
    }

    @Test(arguments: executions, ["/slow-body", "/slow-headers"])
    func stallingPastTheTotalTimeoutTimesOut(execution: CurlHTTPClient.Execution, path: String) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url(path)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution, totalTimeout: 0.5))
        #expect(error == .timeout(url: url, phase: "total", seconds: 0.5))
        // The server stalls for a minute: ended well before, the limit ended it.
        #expect(start.duration(to: clock.now) < .seconds(30))
        #expect(error?.description == "\(url) timed out (total limit 0.5 s)")
    }

    @Test(arguments: ["/slow-body", "/slow-headers"])
    func stallingOnAReusedConnectionIsATotalTimeout(path: String) async throws {
        // A kept-alive connection has no connect time of its own; the stall must
        // still read as the total limit, not the (shorter) connect one.
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = makeClient(connectTimeout: 0.3, totalTimeout: 0.6)
        // The connection is opened under the test limits (0.6 s for a good answer is a race a
        // loaded machine can lose), then reused under the client's own.
        let opening = client.limited(to: testConfiguration(connectTimeout: TestLimits.connect, totalTimeout: TestLimits.total,
                                                           maxResponseBytes: 1_000_000, maxRedirects: 3))
        _ = try await opening.send(OutgoingRequest(url: server.url("/json")))
        let url = server.url(path)
        let error = await failure(of: OutgoingRequest(url: url), on: client)
        #expect(error == .timeout(url: url, phase: "total", seconds: 0.6))
        #expect(server.connectionCount == 1, "the second request reused the connection")
    }

    @Test(arguments: executions) func connectTimeout(execution: CurlHTTPClient.Execution) async throws {
        let listener = try StalledListener()
        defer { listener.close() }
        let url = "http://127.0.0.1:\(listener.port)/json"
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution, connectTimeout: 0.3, totalTimeout: 5))
        #expect(error == .timeout(url: url, phase: "connect", seconds: 0.3))
    }

    @Test(arguments: executions) func closedAfterTheRequestIsAConnectionFailure(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url("/close")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        #expect(error?.kind == "connectionFailed", "\(String(describing: error))")
        #expect(error?.description.contains("Empty reply from server") == true, "\(String(describing: error))")
    }

    @Test(arguments: executions) func closedOnAcceptIsAConnectionFailure(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer(mode: .closeOnAccept)
        defer { server.stop() }
        let url = server.url("/json")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        guard case .connectionFailed(let failedURL, _)? = error else {
            Issue.record("expected connectionFailed, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
    }

    @Test(arguments: executions) func refusedConnectionCannotConnect(execution: CurlHTTPClient.Execution) async throws {
        let port = ClosedLoopbackPort.pick()
        let url = "http://127.0.0.1:\(port)/json"
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        guard case .cannotConnect(let failedURL, let detail)? = error else {
            Issue.record("expected cannotConnect, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(detail.contains("127.0.0.1"), "\(detail)")
        #expect(error?.description.hasPrefix("cannot connect to \(url): ") == true)
    }

    @Test(arguments: executions) func httpsToAPlainServerIsATLSFailure(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = "https://127.0.0.1:\(server.port)/json"
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        #expect(error?.kind == "tls", "\(String(describing: error))")
    }

    @Test(.enabled(if: SelfSignedTLSServer.isAvailable, "needs the openssl command (Debian package openssl)"), arguments: executions)
    func selfSignedCertificateIsRefused(execution: CurlHTTPClient.Execution) async throws {
        let server = try SelfSignedTLSServer()
        defer { server.stop() }
        let url = "https://127.0.0.1:\(server.port)/"
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        guard case .tls(let failedURL, let failure)? = error else {
            Issue.record("expected tls, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(failure.reason == .unknownAuthority, "\(failure)")
        #expect(failure.detail.contains("certificate"), "\(failure)")
    }
}

import SDUI
import Testing
@testable import CurlTransport

/// What leaves the client: exactly the request's method, headers and body,
/// and nothing at all for a refused URL.
@Suite(.timeLimit(.minutes(10)))
struct RequestTests {
    @Test(arguments: executions) func postEchoesBodyAndHeaders(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let body = Array(#"{"command":"favourite","id":"a\u0000b"}"#.utf8) + [0, 255]
        let request = OutgoingRequest(
            method: "POST", url: server.url("/echo"),
            headers: [("Content-Type", "application/json"), ("X-API-Version", "3"), ("X-Empty", ""), ("Accept", "application/json")],
            body: body)
        let response = try await TestClient(execution).send(request)
        #expect(response.status == 200)
        #expect(response.body == body)
        #expect(response.header("X-Echo-Method") == "POST")
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.header("Content-Type") == "application/json")
        #expect(received.header("X-API-Version") == "3")
        #expect(received.header("X-Empty") == "")
        #expect(received.header("Accept") == "application/json")
        #expect(received.header("User-Agent") == "sdui-tests/1.0")
        #expect(received.header("Content-Length") == String(body.count))
    }

    @Test(arguments: executions) func onlyTheRequestsHeadersAreSent(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let body = [UInt8](repeating: 0x61, count: 5000)  // big enough for libcurl's Expect: 100-continue
        _ = try await TestClient(execution).send(OutgoingRequest(method: "POST", url: server.url("/echo"), headers: [("User-Agent", "mine/2")], body: body))
        let received = try #require(server.requests.first)
        let names = Set(received.headers.map { $0.name.lowercased() })
        // Host and Content-Length frame the request; Accept-Encoding names what libcurl decodes.
        #expect(names == ["host", "user-agent", "content-length", "accept-encoding"])
        #expect(received.header("User-Agent") == "mine/2")
        #expect(received.body == body)
    }

    @Test(arguments: executions) func getWithoutBodySendsNoBody(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        _ = try await TestClient(execution).send(OutgoingRequest(url: server.url("/echo")))
        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.header("Content-Length") == nil)
        #expect(received.header("Content-Type") == nil)
    }

    @Test(arguments: executions) func otherMethodsAreSentAsWritten(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(method: "PUT", url: server.url("/echo"), body: Array("x".utf8)))
        #expect(response.header("X-Echo-Method") == "PUT")
        #expect(response.body == Array("x".utf8))
    }

    @Test(arguments: executions) func headerWithLineBreakIsRefusedBeforeSending(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = TestClient(execution)
        let url = server.url("/json")
        let error = await failure(of: OutgoingRequest(url: url, headers: [("X-Evil", "a\r\nInjected: yes")]), on: client)
        #expect(error?.kind == "invalidURL")
        let badName = await failure(of: OutgoingRequest(url: url, headers: [("Bad Name", "x")]), on: client)
        #expect(badName?.kind == "invalidURL")
        let badMethod = await failure(of: OutgoingRequest(method: "GET /x", url: url), on: client)
        #expect(badMethod?.kind == "invalidURL")
        #expect(server.connectionCount == 0)
    }

    /// Only names under `.invalid` (which never resolve) are sent to the
    /// client; numeric addresses are covered by `URLPolicyTests` without one.
    @Test(arguments: ["http://example.invalid/screens/home", "http://127.0.0.1.example.invalid/", "http://localhost.example.invalid:8080/"])
    func plainHTTPToANonLoopbackHostIsRefusedWithoutTraffic(url: String) async {
        let client = makeClient()
        let error = await failure(of: OutgoingRequest(url: url), on: client)
        #expect(error == .insecureURL(url))
        #expect(client.loop?.startedTransfers.load(ordering: .relaxed) == 0)
    }

    @Test(arguments: ["ftp://127.0.0.1/file", "file:///etc/passwd", "gopher://localhost/", "dict://localhost:2628/d:x"])
    func otherSchemesAreInvalid(url: String) async {
        let client = makeClient()
        let error = await failure(of: OutgoingRequest(url: url), on: client)
        #expect(error?.kind == "invalidURL", "\(String(describing: error))")
        #expect(client.loop?.startedTransfers.load(ordering: .relaxed) == 0)
    }
}

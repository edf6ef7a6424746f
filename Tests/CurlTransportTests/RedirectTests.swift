import SDUI
import Testing
@testable import CurlTransport

/// Redirects are followed by the transport itself, only within the origin.
@Suite(.timeLimit(.minutes(10)))
struct RedirectTests {
    @Test(arguments: executions) func sameOriginRedirectIsFollowed(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(url: server.url("/redirect-same")))
        #expect(response.status == 200)
        #expect(response.url == server.url("/json"))
        #expect(response.body == Array(BrokenHTTPServer.jsonBody.utf8))
        #expect(server.requests.map(\.target) == ["/redirect-same", "/json"])
    }

    @Test(arguments: executions) func relativeLocationIsResolvedAgainstTheRequest(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(url: server.url("/nested/redirect-relative")))
        #expect(response.status == 200)
        #expect(response.url == server.url("/json?from=relative"))
    }

    @Test(arguments: executions) func redirectToAnotherPortIsRefused(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        let other = try BrokenHTTPServer()
        defer { server.stop(); other.stop() }
        let url = server.url("/redirect?302&\(other.url("/json"))")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        #expect(error == .redirectRefused(from: url, to: other.url("/json")))
        #expect(other.connectionCount == 0)
    }

    @Test(arguments: executions) func redirectToAnotherHostIsRefused(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let target = "http://localhost:\(server.port)/json"
        let url = server.url("/redirect?307&\(target)")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        #expect(error == .redirectRefused(from: url, to: target))
        #expect(server.requests.count == 1)
    }

    @Test(arguments: executions) func redirectToAnotherSchemeIsRefused(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url("/redirect?301&https://127.0.0.1:\(server.port)/json")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
        #expect(error == .redirectRefused(from: url, to: "https://127.0.0.1:\(server.port)/json"))
    }

    @Test(arguments: executions) func redirectToAnUnsupportedSchemeIsRefusedAsNotHTTP(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        for location in ["file:///etc/passwd", "FTP://127.0.0.1/x", "javascript:alert(1)"] {
            let url = server.url("/redirect?302&\(location)")
            let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution))
            #expect(error == .redirectToNonHTTP(from: url, to: location))
            #expect(error?.description == "refused redirect from \(url) to a URL that is not HTTP: \(location)")
        }
        #expect(server.requests.count == 3, "nothing was followed")
    }

    @Test func schemesAreReadOnlyFromAbsoluteReferences() {
        #expect(RedirectStep.scheme(of: "file:///etc/passwd") == "file")
        #expect(RedirectStep.scheme(of: "HTTPS://host/") == "https")
        #expect(RedirectStep.scheme(of: "/json?at=12:00") == nil)
        #expect(RedirectStep.scheme(of: "../json") == nil)
        #expect(RedirectStep.scheme(of: "1abc:rest") == nil, "a scheme starts with a letter")
    }

    @Test(arguments: executions) func redirectLoopIsTooManyRedirects(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url("/loop")
        let error = await failure(of: OutgoingRequest(url: url), on: TestClient(execution, maxRedirects: 3))
        #expect(error == .tooManyRedirects(url: url, limit: 3))
        #expect(server.requests.count == 4)
    }

    @Test(arguments: executions) func redirectWithoutLocationIsTheResponse(execution: CurlHTTPClient.Execution) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let response = try await TestClient(execution).send(OutgoingRequest(url: server.url("/no-location")))
        #expect(response.status == 302)
    }

    @Test(arguments: [("303", "GET", false), ("302", "GET", false), ("301", "GET", false), ("307", "POST", true), ("308", "POST", true)])
    func postAfterRedirect(status: String, method: String, keepsBody: Bool) async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let request = OutgoingRequest(
            method: "POST", url: server.url("/redirect?\(status)&/echo"),
            headers: [("Content-Type", "application/json")], body: Array(#"{"a":1}"#.utf8))
        let response = try await makeClient().send(request)
        #expect(response.status == 200)
        #expect(response.header("X-Echo-Method") == method)
        let followed = try #require(server.requests.last)
        #expect(followed.method == method)
        #expect(followed.body == (keepsBody ? Array(#"{"a":1}"#.utf8) : []))
        #expect((followed.header("Content-Type") != nil) == keepsBody)
    }
}

import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SDUIServer
import SDUITesting
import Testing

@Suite("Methods: HEAD, OPTIONS and 405 with Allow, as docs/openapi.yaml promises")
struct MethodTests {
    @Test("a method a served path does not take is 405 naming the ones it does")
    func methodNotAllowed() async throws {
        try await TestServer.run { client in
            for (path, allow) in [("/hello", "GET, HEAD"), ("/metrics", "GET, HEAD"), ("/v2/screens/home", "GET, HEAD"),
                                  ("/v1/commands/favourite", "POST"), ("/v2/auth/login", "POST"),
                                  ("/v2/albums/brandenburg-1982/tracks", "GET, HEAD")] {
                for method: HTTPRequest.Method in [.put, .delete, .patch, .trace] {
                    let response = try await client.execute(uri: path, method: method, headers: [:], body: nil)
                    try BadInputTests.expectError(response, .methodNotAllowed, "method_not_allowed")
                    #expect(response.headers[.allow] == allow, "\(method) \(path)")
                    #expect(response.text.contains("\(method) is not allowed on \(path)"), "\(response.text)")
                }
            }
            let wrong = try await client.execute(uri: "/v2/widget", method: .post, headers: [:], body: nil)
            #expect(wrong.status == .methodNotAllowed)
            #expect(wrong.headers[.allow] == "GET, HEAD")
        }
    }

    @Test("a path nobody serves stays a 404, whatever the method")
    func unknownPathIsNotFound() async throws {
        try await TestServer.run { client in
            for method: HTTPRequest.Method in [.get, .trace, .options, .head] {
                let response = try await client.execute(uri: "/nothing/here", method: method, headers: [:], body: nil)
                #expect(response.status == .notFound, "\(method)")
                #expect(response.headers[.allow] == nil)
            }
            // A screen path that does not exist is the screen route's own 404, not a 405.
            let missing = try await client.execute(uri: "/v2/screens/no-such-screen", method: .get, headers: [:], body: nil)
            try BadInputTests.expectError(missing, .notFound, "not_found")
        }
    }

    @Test("OPTIONS lists the methods; HEAD answers GET's headers without the body")
    func optionsAndHead() async throws {
        try await TestServer.run { client in
            let options = try await client.execute(uri: "/v2/screens/home", method: .options, headers: [:], body: nil)
            #expect(options.status == .noContent)
            #expect(options.headers[.allow] == "GET, HEAD")

            let get = try await client.get(.screen("home"))
            let head = try await client.execute(uri: "/v2/screens/home", method: .head, headers: [:], body: nil)
            #expect(head.status == .ok)
            #expect(head.bytes.isEmpty)
            #expect(head.headers[.eTag] != nil)
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentLength] == String(get.bytes.count))

            // HEAD of a POST-only path is a 405 like any other method.
            let headOfCommand = try await client.execute(uri: "/v1/commands/favourite", method: .head, headers: [:], body: nil)
            #expect(headOfCommand.status == .methodNotAllowed)
            #expect(headOfCommand.headers[.allow] == "POST")
        }
    }
}

import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUIServer
import Testing

@Suite("Bad input gets a 4xx with a JSON error, never a crash")
struct BadInputTests {
    static func expectError(_ response: TestResponse, _ status: HTTPResponse.Status, _ code: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(response.status == status, "\(response.text)", sourceLocation: sourceLocation)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true, sourceLocation: sourceLocation)
        #expect(try response.errorCode() == code, sourceLocation: sourceLocation)
        #expect(try response.json()["error"]?["message"]?.stringValue?.isEmpty == false, sourceLocation: sourceLocation)
    }

    @Test("an oversized body is 413")
    func bodyTooLarge() async throws {
        try await TestServer.run { client in
            let big = "{\"events\": [], \"padding\": \"" + String(repeating: "x", count: 1_100_000) + "\"}"
            let response = try await client.post("/v1/analytics/events", raw: big, contentType: "application/json")
            try Self.expectError(response, .contentTooLarge, "body_too_large")
            // The server still answers afterwards.
            #expect(try await client.get("/hello").text == "hello")
        }
    }

    @Test("malformed JSON is 400 with line and column")
    func malformedJSON() async throws {
        try await TestServer.run { client in
            let response = try await client.post("/v1/auth/login", raw: "{\n  \"username\": \"ada\",\n  \"password\" \"x\"\n}",
                                                  contentType: "application/json")
            try Self.expectError(response, .badRequest, "malformed_json")
            let message = try response.json()["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains("line 3, column 14"), "\(message)")
            let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
            try Self.expectError(try await client.post("/v1/commands/favourite", raw: deep, contentType: "application/json"),
                                 .badRequest, "malformed_json")
            try Self.expectError(try await client.post("/v1/commands/favourite", raw: "[1, 2]", contentType: "application/json"),
                                 .badRequest, "invalid_body")
            try Self.expectError(try await client.post("/v1/auth/login", raw: "{\"username\": 3}", contentType: "application/json"),
                                 .badRequest, "invalid_body")
            try Self.expectError(try await client.post("/v1/auth/login", raw: "", contentType: "application/json"),
                                 .badRequest, "empty_body")
        }
    }

    @Test("a body that is not JSON is 415")
    func wrongContentType() async throws {
        try await TestServer.run { client in
            for contentType in ["text/plain", "application/x-www-form-urlencoded", nil] as [String?] {
                let response = try await client.post("/v1/auth/login", raw: "username=ada", contentType: contentType)
                try Self.expectError(response, .unsupportedMediaType, "unsupported_media_type")
            }
            let charset = try await client.post("/v1/analytics/events", raw: "{\"events\": []}", contentType: "application/json; charset=utf-8")
            #expect(charset.status == .ok)
        }
    }

    @Test("unknown paths and screens are 404")
    func notFound() async throws {
        try await TestServer.run { client in
            try Self.expectError(try await client.get("/nothing/here"), .notFound, "not_found")
            try Self.expectError(try await client.get("/v1/screens/no-such-screen"), .notFound, "not_found")
            try Self.expectError(try await client.get("/v1/screens/parcels/3SNOTHING000"), .notFound, "not_found")
            try Self.expectError(try await client.get("/vx/screens/home"), .notFound, "not_found")
            try Self.expectError(try await client.execute(uri: "/v1/screens/home", method: .delete), .notFound, "not_found")
        }
    }

    @Test("path traversal is refused and reads nothing", arguments: [
        "/v1/screens/../../etc/passwd", "/v1/screens/%2e%2e/%2e%2e/etc/passwd", "/v1/screens/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
        "/v1/screens/%2Fetc%2Fpasswd", "/v1/screens/.hidden", "/v1/screens/home%00.json", "/v1/screens/..%5c..%5cwindows",
        "/v1/screens/home.json", "/v1/screens//etc/passwd", "/v1/albums/..%2F..%2Fetc/tracks",
    ])
    func traversal(_ uri: String) async throws {
        try await TestServer.run { client in
            let response = try await client.get(uri)
            #expect(response.status == .badRequest || response.status == .notFound, "\(uri): \(response.status)")
            #expect(try response.errorCode() != nil)
            #expect(!response.text.contains("root:"))
        }
    }

    @Test("oversized headers are 431")
    func headersTooLarge() async throws {
        try await TestServer.run { client in
            let response = try await client.get("/v1/screens/home", headers: [HTTPField.Name("X-Padding")!: String(repeating: "a", count: 20_000)])
            try Self.expectError(response, HTTPResponse.Status(code: 431), "headers_too_large")
        }
    }

    @Test("the hello route answers plain text")
    func hello() async throws {
        try await TestServer.run { client in
            let response = try await client.get("/hello")
            #expect(response.status == .ok)
            #expect(response.text == "hello")
        }
    }
}

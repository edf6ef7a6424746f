import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import LoginContract
import SDUIServer
import SDUITesting
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
            try Self.expectError(try await client.get(.screen("no-such-screen"), version: 1), .notFound, "not_found")
            try Self.expectError(try await client.get(.screen("parcels/3SNOTHING000"), version: 1), .notFound, "not_found")
            try Self.expectError(try await client.get("/vx/screens/home"), .notFound, "not_found")
            // A method the path does not take is 405 (MethodTests), not 404.
            try Self.expectError(try await client.execute(uri: "/v1/screens/home", method: .delete), .methodNotAllowed, "method_not_allowed")
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
            let response = try await client.get(.screen("home"), version: 1, headers: [HTTPField.Name("X-Padding")!: String(repeating: "a", count: 20_000)])
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

@Suite("Bad input that an OpenAPI fuzzer found the document and the server disagreeing on")
struct FuzzedInputTests {
    @Test("a command's state must be an object when it is sent")
    func commandStateIsAnObject() async throws {
        try await TestServer.run { client in
            for state: String in ["\"text\"", "3", "[1]", "true", "null"] {
                let response = try await client.post("/v1/commands/scan-and-go/parcel",
                                                      raw: "{\"location\": \"AMS-01\", \"state\": \(state)}", contentType: "application/json")
                try BadInputTests.expectError(response, .badRequest, "invalid_body")
                #expect(response.text.contains("takes 'state' as a JSON object"), "\(response.text)")
            }
            // Leaving it out is fine: the command answers with what is missing.
            let absent = try await client.post("/v1/commands/scan-and-go/parcel",
                                                raw: "{\"location\": \"AMS-01\"}", contentType: "application/json")
            #expect(absent.status == .ok, "\(absent.text)")
        }
    }

    @Test("a refused path segment is shown percent-encoded, not as question marks")
    func refusedSegmentIsShownEncoded() async throws {
        try await TestServer.run { client in
            let response = try await client.get("/v2/screens/stra%C3%9Fe")
            try BadInputTests.expectError(response, .badRequest, "invalid_path")
            #expect(response.text.contains("'stra%C3%9Fe' may only hold"), "\(response.text)")
            let control = try await client.get("/v2/albums/a%01b/tracks")
            #expect(control.text.contains("'a%01b'"), "\(control.text)")
        }
    }

    @Test("an analytics id is counted in characters, as JSON Schema counts it")
    func analyticsIDLengthInCharacters() async throws {
        try await TestServer.run { client in
            func batch(id: String) -> String {
                "{\"events\": [{\"id\": \"\(id)\", \"name\": \"n\", \"timestamp\": 0, \"properties\": {}}]}"
            }
            let wide = String(repeating: "é", count: 128)  // 256 bytes, 128 characters
            let accepted = try await client.post("/v1/analytics/events", raw: batch(id: wide), contentType: "application/json")
            #expect(accepted.status == .ok, "\(accepted.text)")
            let tooLong = try await client.post("/v1/analytics/events", raw: batch(id: wide + "é"), contentType: "application/json")
            try BadInputTests.expectError(tooLong, .badRequest, "invalid_body")
            #expect(tooLong.text.contains("1 to 128 characters"))
        }
    }

    @Test("an email with a combining mark after @ is still read as an email")
    func combiningMarkInEmail() async throws {
        try await TestServer.run { client in
            let response = try await client.post("/v1/auth/login",
                                                  json: ["username": "ada@\u{301}example.com", "password": "x"])
            #expect(response.status == .unauthorized, "\(response.text)")
            let two = try await client.send(LoginRoutes.signIn, version: 1, json: ["username": "a@b@example.com", "password": "x"])
            try BadInputTests.expectError(two, .badRequest, "invalid_field")
        }
    }
}

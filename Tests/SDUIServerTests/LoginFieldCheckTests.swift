import JSON
import SDUITesting
import Testing

/// The login endpoint checks what the login form checks, and says which field was wrong.
@Suite("Login: the server's own field checks")
struct LoginFieldCheckTests {
    @Test("a malformed email or an empty password is a 400 naming the field, before any password check", arguments: [
        (#"{"username": "ada", "password": "lovelace"}"#, "username", "That is not an email address."),
        (#"{"username": "ada@example", "password": "lovelace"}"#, "username", "That is not an email address."),
        (#"{"username": "ada@example.com", "password": ""}"#, "password", "Enter your password."),
    ])
    func refused(body: String, field: String, message: String) async throws {
        try await TestServer.run { client in
            let response = try await client.post("/v2/auth/login", raw: body, contentType: "application/json")
            #expect(response.status == .badRequest)
            let error = try response.json()["error"]
            #expect(error?["code"] == "invalid_field")
            #expect(error?["field"] == .string(field))
            #expect(error?["message"] == .string(message))
        }
    }
}

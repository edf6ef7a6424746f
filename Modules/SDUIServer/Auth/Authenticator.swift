/// Says who a bearer token belongs to. The accounts app provides it; a
/// server without one treats every token as invalid (and guests as guests).
public protocol Authenticator: Sendable {
    func credential(forToken token: String) async throws -> BearerCredential
}

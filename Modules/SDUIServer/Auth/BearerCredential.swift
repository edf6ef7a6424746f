import Hummingbird

/// What the `Authorization` header of a request says about its user.
public enum BearerCredential: Sendable, Equatable {
    /// No `Authorization` header: a guest.
    case absent
    /// A token that is current, until `expiresAt` (Unix seconds) when the
    /// authenticator says: an answer reused by the server
    /// (`Authenticator.credentialReuse`) is never used past it.
    case valid(AuthenticatedUser, tokenHash: String, expiresAt: Int64? = nil)
    /// A header that is malformed, or a token that is unknown, expired or revoked.
    case invalid(reason: String)

    public var user: AuthenticatedUser? {
        if case .valid(let user, _, _) = self { return user }
        return nil
    }

    /// The token from `Authorization: Bearer <token>`, or nil when the header is absent.
    static func token(in request: Request) throws(APIError) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer", !parts[1].isEmpty, parts[1].utf8.count <= 256 else {
            throw APIError.unauthorized("The Authorization header must be 'Bearer <token>'.")
        }
        return String(parts[1])
    }
}

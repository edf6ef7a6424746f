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
    /// Read byte by byte: a signed-in request reads it every time, and
    /// splitting by `Character` and lowercasing shows in a cached screen's
    /// profile (docs/server.md).
    package static func token(in request: Request) throws(APIError) -> String? {
        guard let header = request.headers.value(.authorization) else { return nil }
        let space = UInt8(ascii: " ")
        // The scheme, in any case, after any spaces; then one or more spaces; the token is the rest.
        let afterSpaces = header.utf8.drop { $0 == space }
        let scheme = afterSpaces.prefix(6)
        let token = afterSpaces.dropFirst(6).drop { $0 == space }
        guard scheme.elementsEqual("bearer".utf8, by: { $0 | 0x20 == $1 }),
              token.startIndex != scheme.endIndex, !token.isEmpty, token.count <= 256 else {
            throw APIError.unauthorized("The Authorization header must be 'Bearer <token>'.")
        }
        return String(Substring(token))
    }
}

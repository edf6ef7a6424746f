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
    /// splitting by `Character` and lowercasing cost 2% of a cached screen's CPU.
    static func token(in request: Request) throws(APIError) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let bytes = header.utf8
        let space = UInt8(ascii: " ")
        // The scheme, case-insensitively, after any spaces; then one or more spaces; the token is the rest.
        var index = bytes.firstIndex { $0 != space } ?? bytes.endIndex
        var scheme = 0
        for expected in "bearer".utf8 {
            guard index != bytes.endIndex, bytes[index] | 0x20 == expected else { scheme = -1; break }
            index = bytes.index(after: index)
            scheme += 1
        }
        let token = bytes[index...].drop { $0 == space }
        guard scheme == 6, token.startIndex != index, !token.isEmpty, token.count <= 256 else {
            throw APIError.unauthorized("The Authorization header must be 'Bearer <token>'.")
        }
        return String(Substring(token))
    }
}

/// Says who a bearer token belongs to. The accounts app provides it; a
/// server without one treats every token as invalid (and guests as guests).
public protocol Authenticator: Sendable {
    func credential(forToken token: String) async throws -> BearerCredential

    /// How long the server may keep an answer for the same token instead of
    /// asking again (by default never): asking costs a database read on
    /// every signed-in request.
    var credentialReuse: CredentialReuse { get }
}

extension Authenticator {
    public var credentialReuse: CredentialReuse { .never }
}

/// When the server may answer for a token without asking the authenticator.
public enum CredentialReuse: Sendable, Equatable {
    /// Ask for every request.
    case never
    /// Keep a valid answer while the versions of `dataSets` (the tables that
    /// hold sessions and users) stay the same, and never past its
    /// `expiresAt`: a logout or a renamed user anywhere is seen by the next
    /// request, as soon as the data version is.
    case untilChanged(_ dataSets: [String])
}

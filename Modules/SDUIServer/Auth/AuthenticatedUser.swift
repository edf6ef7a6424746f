/// The user a valid bearer token belongs to, as screen builders and
/// commands see it (never the password hash).
public struct AuthenticatedUser: Sendable, Equatable {
    public let id: Int64
    public let email: String
    public let name: String

    public init(id: Int64, email: String, name: String) {
        self.id = id
        self.email = email
        self.name = name
    }
}

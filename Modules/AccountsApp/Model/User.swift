/// A person who can log in; the password is stored only as a salted, iterated hash.
public struct User: Codable, Sendable, Equatable {
    public var id: Int64
    public var email: String
    public var name: String
    public var passwordHash: String

    public init(id: Int64, email: String, name: String, passwordHash: String) {
        self.id = id
        self.email = email
        self.name = name
        self.passwordHash = passwordHash
    }
}

/// The user a valid bearer token belongs to, as screen builders and
/// commands see it (never the password hash).
public struct AuthenticatedUser: Sendable, Equatable {
    public let id: Int64
    public let email: String
    public let name: String
    /// The user's part of a per-user rendering's reuse stamp, made once
    /// here: a kept credential (`CredentialReuse`) then serves every request
    /// with it without hashing again.
    let reuseStamp: String

    public init(id: Int64, email: String, name: String) {
        self.id = id
        self.email = email
        self.name = name
        reuseStamp = Self.stamp(id: id, email: email, name: name)
    }

    /// The user's id and a hash of what else a builder can read of them, so a
    /// renamed user never gets the rendering made under the old name.
    private static func stamp(id: Int64, email: String, name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in email.utf8 + [0] + name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "user=\(id)/\(String(hash, radix: 36))"
    }
}

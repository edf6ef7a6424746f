/// Two apps (or one app twice) claimed the same thing: a screen pattern, a
/// command, a deep link, an endpoint, a migration, the widget or the
/// authenticator. Thrown at start-up, so a conflict never becomes a silent override.
public struct AppRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was claimed twice: "screen", "command", "deep link", ….
    public let slot: String
    /// Its key: the pattern, the command's name, the migration's id.
    public let key: String
    public let existingOwner: String
    public let newOwner: String

    public init(slot: String, key: String, existingOwner: String, newOwner: String) {
        self.slot = slot
        self.key = key
        self.existingOwner = existingOwner
        self.newOwner = newOwner
    }

    public var description: String {
        existingOwner == newOwner
            ? "\(newOwner) registers the \(slot) '\(key)' twice"
            : "\(newOwner) registers the \(slot) '\(key)', which \(existingOwner) registered already"
    }
}

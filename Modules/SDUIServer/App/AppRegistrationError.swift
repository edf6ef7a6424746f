/// Two apps (or one app twice) claimed the same thing (a screen pattern, a
/// command, a deep link, an endpoint, a migration, the widget or the
/// authenticator), or an app declared something that cannot work (a route
/// whose captures do not fit its parameters). Thrown at start-up, so neither
/// becomes a silent override or a 404 at the first request.
public struct AppRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was claimed: "screen", "command", "deep link", ….
    public let slot: String
    /// Its key: the pattern, the command's name, the migration's id.
    public let key: String
    public let existingOwner: String
    public let newOwner: String
    /// What is wrong with the declaration itself, when that is the problem.
    public let problem: String?

    public init(slot: String, key: String, existingOwner: String, newOwner: String, problem: String? = nil) {
        self.slot = slot
        self.key = key
        self.existingOwner = existingOwner
        self.newOwner = newOwner
        self.problem = problem
    }

    public var description: String {
        if let problem { return "\(newOwner) registers the \(slot) '\(key)', which cannot work: \(problem)" }
        return existingOwner == newOwner
            ? "\(newOwner) registers the \(slot) '\(key)' twice"
            : "\(newOwner) registers the \(slot) '\(key)', which \(existingOwner) registered already"
    }
}

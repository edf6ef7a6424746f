/// What an admin of the release API may do. An author prepares releases on
/// staging and reads; a publisher also changes what clients get (publish to
/// live, promote, roll back).
public enum AdminRole: String, Sendable, CaseIterable, Comparable {
    case author
    case publisher

    private var rank: Int {
        switch self {
        case .author: 0
        case .publisher: 1
        }
    }

    public static func < (lhs: AdminRole, rhs: AdminRole) -> Bool { lhs.rank < rhs.rank }
}

/// Someone the admin API knows by a token: a name for the log, and a role.
public struct Admin: Sendable, Equatable {
    public let name: String
    public let role: AdminRole
}

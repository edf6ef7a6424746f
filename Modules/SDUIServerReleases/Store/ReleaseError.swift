import SDUIServer

/// Why a release operation was refused, in words for the person who asked.
public enum ReleaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The files failed validation: every problem, by file and JSON path. Nothing was stored.
    case invalid([ContentProblem])
    /// No release has this number.
    case noSuchRelease(Int)
    /// The channel serves no release yet (`promote` from an empty staging, `rollback` with nothing before).
    case nothingOn(ReleaseChannel)
    /// `rollback` without a number, and no earlier release was ever live.
    case nothingEarlier(than: Int)
    /// A rollout's share is not 1 to 100 percent.
    case invalidShare(Int)
    /// `rollout --stop` with no rollout running.
    case noRollout
    /// The server's storage has no database to keep releases in.
    case noDatabase
    /// A stored release's files are not what the server wrote (edited by hand, or cut short).
    case damaged(number: Int, reason: String)

    public var description: String {
        switch self {
        case .invalid(let problems):
            let shown = problems.prefix(20).map { "  \($0)" }.joined(separator: "\n")
            let more = problems.count > 20 ? "\n  … and \(problems.count - 20) more" : ""
            return "the release was refused (\(problems.count) problem\(problems.count == 1 ? "" : "s")); nothing was published:\n\(shown)\(more)"
        case .noSuchRelease(let number):
            return "there is no release \(number)"
        case .nothingOn(let channel):
            return "no release is on \(channel.rawValue) yet"
        case .nothingEarlier(let number):
            return "no release before \(number) was ever live; name the release to go back to"
        case .invalidShare(let percent):
            return "a rollout reaches 1 to 100 percent of installs, not \(percent)"
        case .noRollout:
            return "no rollout is running"
        case .noDatabase:
            return "this server's storage keeps no releases (it has no database); it serves its content folder"
        case .damaged(let number, let reason):
            return "release \(number) is damaged in the database: \(reason)"
        }
    }
}

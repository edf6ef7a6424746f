import SDUIServer

/// The admin API's routes, written once: `AdminAPI` registers them from
/// this list and the handler switch must cover each, so a new one without a
/// handler or a role is a compile error. Served only where `AdminAPI` is
/// installed (`sdui-server --admin`).
///
/// | Method | Path | Role |
/// | --- | --- | --- |
/// | GET | `/admin/releases` | author |
/// | POST | `/admin/releases` | author (staging), publisher (live) |
/// | GET | `/admin/releases/{from}/diff/{to}` | author |
/// | POST | `/admin/releases/rollback` | publisher |
/// | POST | `/admin/releases/promote` | publisher |
/// | POST | `/admin/releases/rollout` | publisher |
/// | GET | `/admin/log` | author |
public enum AdminEndpoint: String, Sendable, CaseIterable {
    case listReleases
    case publish
    case diff
    case rollback
    case promote
    case rollout
    case log

    public var isPost: Bool {
        switch self {
        case .publish, .rollback, .promote, .rollout: true
        case .listReleases, .diff, .log: false
        }
    }

    /// Hummingbird's pattern.
    public var pattern: String {
        switch self {
        case .listReleases, .publish: "admin/releases"
        case .diff: "admin/releases/{from}/diff/{to}"
        case .rollback: "admin/releases/rollback"
        case .promote: "admin/releases/promote"
        case .rollout: "admin/releases/rollout"
        case .log: "admin/log"
        }
    }

    /// The least role that may call it (a publish to live asks for more, in its handler).
    public var role: AdminRole {
        switch self {
        case .listReleases, .publish, .diff, .log: .author
        case .rollback, .promote, .rollout: .publisher
        }
    }
}

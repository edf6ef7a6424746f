import SDUIServer
import Synchronization

/// The data versions this instance knows without asking the database, kept
/// current by PostgreSQL's change notifications.
///
/// Every raise of a set's version notifies the channel `sdui_data_version`
/// (`DataSet.versionNotifications`) when its transaction commits. While this
/// instance listens, it applies each notification here, and a request reads
/// the versions from memory: no query at all. The versions are forgotten
/// (`forget`) whenever the listening stops and after every statement this
/// instance runs that can write, so a request after this instance's own
/// write, or while nothing is listening, reads them from the database
/// (shared among the requests waiting together, `CoalescedRead`).
final class DataVersionWatch: Sendable {
    private struct State {
        /// Nil while not listening, or after a write of this instance.
        var versions: [String: Int64]?
        var listening = false
        /// Raised by every `forget`: a read that began before it must not be kept.
        var generation: UInt64 = 0
        /// `DataSet.stamp` of each list of names asked for since `versions` last changed.
        var stamps: [[String]: String] = [:]
    }

    private let state = Mutex(State())
    /// Told after every notification applied, so waiting watchers look at once (`LiveHub`).
    private let observers = Mutex<[@Sendable () -> Void]>([])

    /// Calls `observer` after each notification from now on.
    func onChange(_ observer: @escaping @Sendable () -> Void) {
        observers.withLock { $0.append(observer) }
    }

    /// The known versions of `names`, or nil when they must be read.
    func versions(of names: [String]) -> [String: Int64]? {
        state.withLock { state in
            guard state.listening, let known = state.versions else { return nil }
            var found: [String: Int64] = [:]
            for name in names {
                found[name] = known[name]
            }
            return found
        }
    }

    /// The versions of `names` as `DataSet.stamp` writes them, or nil when
    /// they must be read (or a set has none): written once per change, not per request.
    func stamp(of names: [String]) -> String? {
        state.withLock { state in
            guard state.listening, let known = state.versions else { return nil }
            if let kept = state.stamps[names] { return kept }
            guard let stamp = DataSet.stamp(of: names, versions: known) else { return nil }
            // Bounded by the routes' lists of sets; the cap guards against a caller that varies them.
            if state.stamps.count >= 256 { state.stamps.removeAll(keepingCapacity: true) }
            state.stamps[names] = stamp
            return stamp
        }
    }

    /// The generation a read starts under, for `keep`.
    var generation: UInt64 { state.withLock { $0.generation } }

    /// Keeps what a read found, unless something was forgotten since it began.
    func keep(_ versions: [String: Int64], readUnder generation: UInt64) {
        state.withLock { state in
            guard state.listening, state.generation == generation else { return }
            state.versions = versions
            state.stamps.removeAll(keepingCapacity: true)
        }
    }

    /// A notification's payload, `name version`: raises that set's known
    /// version. Anything else forgets them all.
    func apply(_ payload: String) {
        let parts = payload.split(separator: " ")
        state.withLock { state in
            guard parts.count == 2, let version = Int64(parts[1]), var known = state.versions else {
                Self.forget(&state)
                return
            }
            let name = String(parts[0])
            known[name] = max(version, known[name] ?? 0)
            state.versions = known
            state.stamps.removeAll(keepingCapacity: true)
        }
        for observer in observers.withLock({ $0 }) { observer() }
    }

    /// Listening began (versions read from now on stay valid) or ended.
    func setListening(_ listening: Bool) {
        state.withLock { state in
            state.listening = listening
            Self.forget(&state)
        }
    }

    /// Drops the known versions: the next request reads them.
    func forget() {
        state.withLock { Self.forget(&$0) }
    }

    var isListening: Bool { state.withLock { $0.listening } }

    private static func forget(_ state: inout State) {
        state.versions = nil
        state.stamps.removeAll(keepingCapacity: true)
        state.generation &+= 1
    }
}

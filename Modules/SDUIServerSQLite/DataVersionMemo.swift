import GRDB
import SDUIServer
import Synchronization

/// The data-set versions this process last read, kept until its own writer
/// commits a change to `sdui_data_version`.
///
/// A reused screen asks for its versions on every request, and through GRDB
/// even a one-row read costs a transaction and a trip through a reader's
/// queue, enough to hold a reused screen far below `/hello` in
/// `Scripts/benchmark-server.sh` (docs/server.md). Every write of this process goes through
/// one writer connection, whose commits `Invalidator` watches, so a memo
/// here is exact: it is dropped before that write's caller gets its answer.
/// Writes by other processes to the same file are caught by its log's
/// `DatabaseFileSignature`, checked on every request.
final class DataVersionMemo: Sendable {
    private struct State {
        /// Raised by every invalidation: a read that started before one
        /// must not store what it read.
        var generation: UInt64 = 0
        var versions: [String: Int64] = [:]
        var signature: DatabaseFileSignature?
        /// `DataSet.stamp` of each list of names asked for since `versions` last changed.
        var stamps: [[String]: String] = [:]

        /// Forgets what this process read: the next request reads again.
        mutating func invalidate() {
            generation &+= 1
            versions.removeAll(keepingCapacity: true)
            stamps.removeAll(keepingCapacity: true)
        }

        /// Invalidates when another process wrote to the file since the last look.
        mutating func notice(_ signature: DatabaseFileSignature?) {
            guard signature != self.signature else { return }
            invalidate()
            self.signature = signature
        }
    }

    /// The database's log, whose signature tells other processes' writes
    /// apart; nil for `:memory:`, which no other process can open.
    private let probe: DatabaseFileSignature.Probe?
    private let state = Mutex(State())

    init(path: String?) {
        probe = path.map(DatabaseFileSignature.Probe.init(databaseAt:))
    }

    /// The versions of `names`: from the memo when it has them all and the
    /// file did not change, else from `read`, kept unless a commit came in between.
    func versions(of names: [String], read: () throws -> [String: Int64]) rethrows -> [String: Int64] {
        // Taken before the read: a commit after it changes the next signature.
        let signature = probe?.signature()
        let (generation, kept) = state.withLock { state -> (UInt64, [String: Int64]?) in
            state.notice(signature)
            var kept: [String: Int64] = [:]
            for name in names {
                guard let version = state.versions[name] else { return (state.generation, nil) }
                kept[name] = version
            }
            return (state.generation, kept)
        }
        if let kept { return kept }
        let read = try read()
        state.withLock { state in
            guard state.generation == generation else { return }
            state.versions.merge(read) { _, new in new }
            state.stamps.removeAll(keepingCapacity: true)
        }
        return read
    }

    /// The versions of `names` as `DataSet.stamp` writes them (nil when a set
    /// has none): written once per change, not per request.
    func stamp(of names: [String], read: () throws -> [String: Int64]) rethrows -> String? {
        let signature = probe?.signature()
        let (generation, kept) = state.withLock { state -> (UInt64, String?) in
            state.notice(signature)
            return (state.generation, state.stamps[names])
        }
        if let kept { return kept }
        guard let stamp = DataSet.stamp(of: names, versions: try versions(of: names, read: read)) else { return nil }
        state.withLock { state in
            guard state.generation == generation else { return }
            // Bounded by the routes' lists of sets; the cap guards against a caller that varies them.
            if state.stamps.count >= 256 { state.stamps.removeAll(keepingCapacity: true) }
            state.stamps[names] = stamp
        }
        return stamp
    }

    /// Forgets every version: the next request reads them again.
    func invalidate() {
        state.withLock { $0.invalidate() }
    }

    /// Watches the writer connection: a committed transaction that changed
    /// `sdui_data_version` (directly or by the data sets' triggers)
    /// invalidates the memo. After the commit, not before: a read between
    /// the two would store the old version for good.
    final class Invalidator: TransactionObserver, Sendable {
        let memo: DataVersionMemo
        private let changed = Mutex(false)

        init(memo: DataVersionMemo) {
            self.memo = memo
        }

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            eventKind.tableName.lowercased() == "sdui_data_version"
        }

        func databaseDidChange() {
            changed.withLock { $0 = true }
        }

        func databaseDidChange(with event: DatabaseEvent) {
            changed.withLock { $0 = true }
        }

        func databaseDidCommit(_ db: Database) {
            if changed.withLock({ state in defer { state = false }; return state }) {
                memo.invalidate()
            }
        }

        func databaseDidRollback(_ db: Database) {
            changed.withLock { $0 = false }
        }
    }
}

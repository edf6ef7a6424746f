import SDUIStore
import SDUISession
import Synchronization

/// Opens the full client's screen cache so that the client always starts,
/// whatever state the cache file is in.
///
/// Offline copies are a convenience: a damaged, foreign or unreachable
/// cache file must never keep the user from browsing. So:
/// - a usable file is opened as a `SQLiteScreenCache` (copies survive restarts);
/// - an unusable file (not SQLite, corrupt, another program's, newer schema)
///   is moved aside by `DatabaseStore`, a fresh one is used, and the move is
///   reported;
/// - when no file can be opened at all (no permission, a full disk, the
///   folder is a file), the failure is reported and a `MemoryScreenCache`
///   is used instead, so copies last until the process ends;
/// - the first read or write that fails later is reported too (one line,
///   not one per request: a broken disk would otherwise flood the output).
///
/// ```swift
/// let cache = ClientScreenCache.open(path: StoreLocation.screenCachePath()) { line in
///     FileHandle.standardError.write(Data("sdui: \(line)\n".utf8))
/// }
/// ```
public enum ClientScreenCache {
    /// The opened cache and whether it is the persistent one.
    public struct Opened: Sendable {
        public let cache: any ScreenCache
        /// False when the SQLite file could not be opened and copies live in memory only.
        public let isPersistent: Bool
    }

    /// Opens the SQLite cache at `path`, or falls back to memory; every problem goes to `report` as one readable line.
    public static func open(path: String, maximumDocuments: Int = 500, maximumBytes: Int = SQLiteScreenCache.defaultMaximumBytes,
                            report: @escaping @Sendable (String) -> Void) -> Opened {
        let reportedFailure = Mutex(false)
        let onError: @Sendable (StoreError) -> Void = { error in
            let isFirst = reportedFailure.withLock { reported in
                defer { reported = true }
                return !reported
            }
            if isFirst {
                report("the screen cache failed (\(error)); this screen is not cached, further cache failures are not reported")
            }
        }
        do throws(StoreError) {
            let cache = try SQLiteScreenCache(path: path, maximumDocuments: maximumDocuments, maximumBytes: maximumBytes, onError: onError)
            if let problem = cache.store.recoveredProblem { report("\(problem)") }
            return Opened(cache: cache, isPersistent: true)
        } catch {
            report("cannot use the screen cache: \(error); offline copies are kept only until this client quits")
            return Opened(cache: MemoryScreenCache(), isPersistent: false)
        }
    }
}

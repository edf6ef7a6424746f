import SDUIStore
import Foundation
import GRDB
import SDUISession

/// The full client's `ScreenCache`: screens, the offline page and the
/// widget's last good document in a SQLite file, so they outlive the process
/// and a cold start without network still has something to show.
///
/// Each `store` is one transaction (the upsert and any eviction together),
/// so a crash never leaves half a document. The cache holds at most
/// `maximumDocuments` rows and `maximumBytes` of bodies; past either the
/// least recently stored go first (a body larger than `maximumBytes` on its
/// own is not kept at all). Screens kept for offline on request are pinned
/// apart from that rule, under `KeepLimits` of their own (`KeptScreenStore`).
/// `ScreenCache` cannot throw (a cache failure must never fail a screen
/// load), so failures are handed to `onError` and the call acts as a miss.
///
/// ```swift
/// let cache = try SQLiteScreenCache(path: StoreLocation.dataDirectory() + "/screens.sqlite")
/// let api = APIClient(http: CurlHTTPClient(), endpoint: endpoint, factory: factory, userAgent: "sdui/1", cache: cache)
/// ```
public final class SQLiteScreenCache: ScreenCache {
    /// The file behind the cache; `store.recoveredProblem` tells whether it replaced a bad one.
    public let store: DatabaseStore
    /// Rows kept; older ones are evicted on each store.
    public let maximumDocuments: Int
    /// Bytes of bodies kept, counted like rows: a few large documents cannot fill the disk.
    public let maximumBytes: Int
    /// 64 MiB: every screen of a session many times over, and bounded whatever the server sends.
    public static let defaultMaximumBytes = 64 << 20
    let clock: MillisecondClock
    let onError: @Sendable (StoreError) -> Void

    /// - Parameters:
    ///   - store: a store opened with `StoreSchema.screenCache`.
    ///   - onError: told about every failed read or write (the cache then behaves as a miss).
    public init(store: DatabaseStore, maximumDocuments: Int = 500, maximumBytes: Int = SQLiteScreenCache.defaultMaximumBytes,
                clock: MillisecondClock = .system, onError: @escaping @Sendable (StoreError) -> Void = { _ in }) {
        self.store = store
        self.maximumDocuments = max(1, maximumDocuments)
        self.maximumBytes = max(0, maximumBytes)
        self.clock = clock
        self.onError = onError
    }

    /// Opens (or creates) the cache file at `path`; an unusable file is moved
    /// aside and reported in `store.recoveredProblem`.
    public convenience init(path: String, maximumDocuments: Int = 500, maximumBytes: Int = SQLiteScreenCache.defaultMaximumBytes,
                            clock: MillisecondClock = .system, onError: @escaping @Sendable (StoreError) -> Void = { _ in }) throws(StoreError) {
        let store = try DatabaseStore.open(path: path, schema: .screenCache, clock: clock)
        self.init(store: store, maximumDocuments: maximumDocuments, maximumBytes: maximumBytes, clock: clock, onError: onError)
    }

    // MARK: ScreenCache

    /// Stores `document`; a failure goes to `onError` (the cache must never fail a load).
    public func store(_ document: CachedDocument) async {
        do throws(StoreError) {
            try await save(document)
        } catch {
            onError(error)
        }
    }

    /// The last copy of `url`, or nil (also when reading failed, reported to `onError`).
    public func document(for url: String) async -> CachedDocument? {
        do throws(StoreError) {
            return try await entry(for: url)?.document
        } catch {
            onError(error)
            return nil
        }
    }

    /// The most recently stored URLs first; a failed read is reported to `onError` and lists nothing.
    public func recentURLs(limit: Int) async -> [String] {
        do throws(StoreError) {
            return try await store.read("list recent documents") { db in
                try String.fetchAll(db, sql: "SELECT url FROM document ORDER BY storedAt DESC, rowid DESC LIMIT ?",
                                    arguments: [max(0, limit)])
            }
        } catch {
            onError(error)
            return []
        }
    }

    // MARK: Typed access

    /// Writes `document` (replacing the URL's previous copy) and evicts the
    /// oldest rows beyond `maximumDocuments` or `maximumBytes`, in one transaction.
    public func save(_ document: CachedDocument) async throws(StoreError) {
        let storedAt = clock.now()
        let limit = maximumDocuments
        let bytes = maximumBytes
        try await store.write("store document \(document.url)") { db in
            try db.execute(sql: """
                INSERT INTO document (url, etag, body, storedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(url) DO UPDATE SET etag = excluded.etag, body = excluded.body, storedAt = excluded.storedAt
                """, arguments: [document.url, document.etag, Data(document.body), storedAt])
            // Screens kept for offline on request are pinned: they count against their own limits
            // (`keep`), never against these, and are never evicted here.
            try db.execute(sql: """
                DELETE FROM document WHERE url IN (
                    SELECT url FROM document WHERE keptAt IS NULL ORDER BY storedAt DESC, rowid DESC LIMIT -1 OFFSET ?)
                """, arguments: [limit])
            // A body over the budget on its own is not kept (and pushes nothing else out); then, the
            // newest first, every row from the first whose running total of body bytes passes the budget.
            try db.execute(sql: "DELETE FROM document WHERE keptAt IS NULL AND length(body) > ?", arguments: [bytes])
            try db.execute(sql: """
                DELETE FROM document WHERE url IN (
                    SELECT url FROM (
                        SELECT url, SUM(length(body)) OVER (ORDER BY storedAt DESC, rowid DESC) AS kept
                        FROM document WHERE keptAt IS NULL)
                    WHERE kept > ?)
                """, arguments: [bytes])
        }
    }

    /// The stored copy of `url` with the time it was stored.
    public func entry(for url: String) async throws(StoreError) -> StoredDocument? {
        try await store.read("load document \(url)") { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT etag, body, storedAt FROM document WHERE url = ?", arguments: [url])
            else { return nil }
            let body: Data = row["body"]
            return StoredDocument(document: CachedDocument(url: url, etag: row["etag"], body: [UInt8](body)),
                                  storedAt: row["storedAt"])
        }
    }

    /// How many documents are stored.
    public func count() async throws(StoreError) -> Int {
        try await store.read("count documents") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document") ?? 0 }
    }

    /// Forgets every document, kept ones and their pictures too (on logout, say).
    public func removeAll() async throws(StoreError) {
        try await store.write("remove all documents") { db in
            try db.execute(sql: "DELETE FROM document")
            try db.execute(sql: "DELETE FROM keptPicture")
        }
    }
}

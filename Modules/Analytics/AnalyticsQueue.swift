import GRDB
import JSON
import SDUIStore

/// The durable outbox of analytics events: every event is committed here
/// before anything tries to send it, and leaves only when the server has
/// acknowledged it.
///
/// **Drop policy.** The queue holds at most `capacity` events. Appending to
/// a full queue drops the *oldest* events (recent behaviour is worth more
/// than old, and the newest event is the one the caller is waiting on) and
/// counts them in the `DropLedger`, in the same transaction. The caller
/// learns it from `AppendResult.dropped`. When an upload is acknowledged
/// and the queue has room again, the queue appends one synthetic
/// `eventsDropped` event carrying the counts (`queueFull`,
/// `rejectedByServer`, `capacity`, first and last drop time) and clears the
/// ledger, so the server learns about the gap too. A dropped
/// `eventsDropped` event gives its counts back to the ledger.
///
/// Every method is one SQLite transaction (see `DatabaseStore`), so a kill
/// at any point loses no acknowledged-as-recorded event.
public final class AnalyticsQueue: Sendable {
    public static let defaultFileName = "analytics.sqlite"

    public let store: DatabaseStore
    public let capacity: Int
    private let clock: MillisecondClock

    /// Wraps a store opened with `StoreSchema.analyticsQueue`.
    public init(store: DatabaseStore, capacity: Int = 10_000, clock: MillisecondClock = .system) {
        self.store = store
        self.capacity = max(2, capacity)
        self.clock = clock
    }

    /// Opens (creating when missing) the queue file at `path`; an unusable
    /// file is moved aside and reported in `store.recoveredProblem`.
    public static func open(path: String, capacity: Int = 10_000, clock: MillisecondClock = .system) throws(StoreError) -> AnalyticsQueue {
        let store = try DatabaseStore.open(path: path, schema: .analyticsQueue, clock: clock)
        return AnalyticsQueue(store: store, capacity: capacity, clock: clock)
    }

    // MARK: Recording

    /// Commits `event`, dropping the oldest events first when the queue is full.
    @discardableResult
    public func append(_ event: AnalyticsEvent) async throws(StoreError) -> AppendResult {
        let properties: String
        do {
            properties = try JSONValue.object(event.properties).jsonString()
        } catch {
            throw .operationFailed(path: store.path, operation: "append event \(event.name)",
                                   detail: "its properties cannot be written as JSON: \(error)")
        }
        let capacity = capacity
        let now = clock.now()
        return try await store.write("append event \(event.name)") { db in
            var pending = try Self.pending(db)
            var dropped = 0
            if pending >= capacity {
                dropped = try Self.dropOldest(pending - capacity + 1, db: db, now: now)
                pending = try Self.pending(db)
            }
            try db.execute(sql: "INSERT INTO event (id, name, timestamp, properties) VALUES (?, ?, ?, ?)",
                           arguments: [event.id, event.name, event.timestamp, properties])
            try db.execute(sql: "UPDATE ledger SET pending = pending + 1 WHERE singleton = 1")
            return AppendResult(pending: pending + 1, dropped: dropped)
        }
    }

    // MARK: Uploading

    /// Up to `limit` events, oldest first.
    public func oldest(limit: Int) async throws(StoreError) -> [QueuedEvent] {
        try await store.read("read queued events") { db in
            let rows = try Row.fetchAll(db, sql: "SELECT seq, id, name, timestamp, properties FROM event ORDER BY seq LIMIT ?",
                                        arguments: [max(0, limit)])
            return rows.map { row in
                let text: String = row["properties"]
                let properties = (try? JSONParser().parse(text))?.objectValue ?? ["unreadableProperties": true]
                return QueuedEvent(seq: row["seq"], event: AnalyticsEvent(id: row["id"], name: row["name"],
                                                                            timestamp: row["timestamp"], properties: properties))
            }
        }
    }

    /// Deletes events the server acknowledged. When that leaves room and
    /// the ledger holds losses, appends the `eventsDropped` report.
    /// Returns the report it appended, if any.
    @discardableResult
    public func acknowledge(_ seqs: [Int64]) async throws(StoreError) -> AnalyticsEvent? {
        let capacity = capacity
        let now = clock.now()
        let reportID = AnalyticsEventID.random()
        return try await store.write("acknowledge \(seqs.count) events") { db in
            try Self.delete(seqs, db: db)
            return try Self.appendDropReport(db: db, capacity: capacity, id: reportID, now: now)
        }
    }

    /// Deletes events the server refused for good, counting them as lost.
    public func discardRejected(_ seqs: [Int64]) async throws(StoreError) {
        let now = clock.now()
        try await store.write("discard \(seqs.count) rejected events") { db in
            let (rejected, carried) = try Self.lossCounts(seqs, db: db)
            try Self.delete(seqs, db: db)
            try Self.addToLedger(queueFull: carried.queueFull, rejected: rejected + carried.rejected, db: db, now: now)
        }
    }

    // MARK: Inspection

    /// Events waiting to be sent.
    public func pendingCount() async throws(StoreError) -> Int {
        try await store.read("count queued events") { db in try Self.pending(db) }
    }

    /// Losses not yet reported to the server.
    public func dropLedger() async throws(StoreError) -> DropLedger {
        try await store.read("read drop ledger") { db in try Self.ledger(db) }
    }

    // MARK: SQL

    private static func pending(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT pending FROM ledger WHERE singleton = 1") ?? 0
    }

    private static func ledger(_ db: Database) throws -> DropLedger {
        guard let row = try Row.fetchOne(db, sql: "SELECT droppedFull, droppedRejected, firstDroppedAt, lastDroppedAt FROM ledger WHERE singleton = 1")
        else { return DropLedger() }
        return DropLedger(queueFull: row["droppedFull"], rejected: row["droppedRejected"],
                          firstDroppedAt: row["firstDroppedAt"], lastDroppedAt: row["lastDroppedAt"])
    }

    /// Drops the `count` oldest events into the ledger; returns how many
    /// real events (not earlier drop reports) were lost.
    private static func dropOldest(_ count: Int, db: Database, now: Int64) throws -> Int {
        let seqs = try Int64.fetchAll(db, sql: "SELECT seq FROM event ORDER BY seq LIMIT ?", arguments: [count])
        let (lost, carried) = try lossCounts(seqs, db: db)
        try delete(seqs, db: db)
        try addToLedger(queueFull: lost + carried.queueFull, rejected: carried.rejected, db: db, now: now)
        return lost
    }

    /// Among `seqs`: how many are real events, and the counts that drop
    /// reports among them were carrying.
    private static func lossCounts(_ seqs: [Int64], db: Database) throws -> (Int, DropLedger) {
        guard !seqs.isEmpty else { return (0, DropLedger()) }
        let rows = try Row.fetchAll(db, sql: "SELECT name, properties FROM event WHERE seq IN (\(placeholders(seqs.count)))",
                                    arguments: StatementArguments(seqs))
        var real = 0
        var carried = DropLedger()
        for row in rows {
            let name: String = row["name"]
            guard name == AnalyticsEventName.eventsDropped else {
                real += 1
                continue
            }
            let text: String = row["properties"]
            let properties = (try? JSONParser().parse(text))?.objectValue
            carried.queueFull += properties?["queueFull"]?.intValue ?? 0
            carried.rejected += properties?["rejectedByServer"]?.intValue ?? 0
        }
        return (real, carried)
    }

    private static func delete(_ seqs: [Int64], db: Database) throws {
        guard !seqs.isEmpty else { return }
        try db.execute(sql: "DELETE FROM event WHERE seq IN (\(placeholders(seqs.count)))", arguments: StatementArguments(seqs))
        let removed = db.changesCount
        try db.execute(sql: "UPDATE ledger SET pending = max(0, pending - ?) WHERE singleton = 1", arguments: [removed])
    }

    private static func addToLedger(queueFull: Int, rejected: Int, db: Database, now: Int64) throws {
        guard queueFull + rejected > 0 else { return }
        try db.execute(sql: """
            UPDATE ledger SET droppedFull = droppedFull + ?, droppedRejected = droppedRejected + ?,
                firstDroppedAt = COALESCE(firstDroppedAt, ?), lastDroppedAt = ?
            WHERE singleton = 1
            """, arguments: [queueFull, rejected, now, now])
    }

    private static func appendDropReport(db: Database, capacity: Int, id: String, now: Int64) throws -> AnalyticsEvent? {
        let ledger = try ledger(db)
        guard ledger.total > 0, try pending(db) < capacity else { return nil }
        var properties: JSONObject = [
            "count": .number(JSONNumber(ledger.total)),
            "queueFull": .number(JSONNumber(ledger.queueFull)),
            "rejectedByServer": .number(JSONNumber(ledger.rejected)),
            "capacity": .number(JSONNumber(capacity)),
        ]
        if let first = ledger.firstDroppedAt { properties["firstDroppedAt"] = .number(JSONNumber(first)) }
        if let last = ledger.lastDroppedAt { properties["lastDroppedAt"] = .number(JSONNumber(last)) }
        let report = AnalyticsEvent(id: id, name: AnalyticsEventName.eventsDropped, timestamp: now, properties: properties)
        try db.execute(sql: "INSERT INTO event (id, name, timestamp, properties) VALUES (?, ?, ?, ?)",
                       arguments: [report.id, report.name, report.timestamp, try JSONValue.object(properties).jsonString()])
        try db.execute(sql: """
            UPDATE ledger SET pending = pending + 1, droppedFull = 0, droppedRejected = 0,
                firstDroppedAt = NULL, lastDroppedAt = NULL
            WHERE singleton = 1
            """)
        return report
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}

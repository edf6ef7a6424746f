import GRDB
import SDUIServer

/// `AnalyticsEventStore` over SQLite: the event id is the primary key of
/// each source's table and rows are inserted with `ON CONFLICT DO NOTHING`,
/// so a resent batch is counted once.
public struct SQLiteAnalyticsEventStore: AnalyticsEventStore {
    let database: SQLiteDatabase

    public init(_ database: SQLiteDatabase) {
        self.database = database
    }

    public func insertNew(_ events: [StoredAnalyticsEvent], from source: AnalyticsEventSource) async throws -> Int {
        let table = source.table
        return try await database.write { db in
            var inserted = 0
            for event in events {
                try db.execute(sql: """
                    INSERT INTO \(table) (id, name, timestamp, properties, receivedAt)
                    VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                    """, arguments: [event.id, event.name, event.timestamp, event.properties, event.receivedAt])
                inserted += db.changesCount
            }
            return inserted
        }
    }
}

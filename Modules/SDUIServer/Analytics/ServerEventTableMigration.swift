/// The server's own events apart from the clients': creates
/// `sdui_server_event` (the columns of `analyticsEvent`). Events a server
/// recorded in the clients' table before it existed are moved by the
/// module that records them, in a migration of its own
/// (`ServerModule.migrations`), so the core names none of them.
enum ServerEventTableMigration {
    static let migration = Migration(id: "analytics-2-server-events") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS \(AnalyticsEventSource.server.table) (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                timestamp \(db.dialect.integer) NOT NULL,
                properties TEXT NOT NULL,
                receivedAt \(db.dialect.integer) NOT NULL
            )
            """)
    }
}

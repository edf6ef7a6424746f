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

    /// When this database began keeping the server's events apart:
    /// `sdui_server_event_epoch`, one row, the time the migration ran. From
    /// then on a server records its events in `sdui_server_event`, and one
    /// without the module that declares a kind takes a client's event of that
    /// name as a client's; so a module's migration that moves an older
    /// server's events moves only those received before it
    /// (`Migration.receivedBeforeServerEvents`), never a client's.
    static let epoch = Migration(id: "analytics-3-server-event-epoch") { db in
        try db.execute("CREATE TABLE IF NOT EXISTS \(epochTable) (at \(db.dialect.integer) NOT NULL)")
        try db.execute("INSERT INTO \(epochTable) (at) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM \(epochTable))",
                       [.integer(ServerClock.now())])
    }

    static let epochTable = "sdui_server_event_epoch"
}

extension Migration {
    /// A condition on the clients' analytics table (`receivedAt` in seconds):
    /// the rows received before the server kept its events apart. A module's
    /// migration that moves an older server's events out of the clients'
    /// table adds it, so a client's event sent later under the same name (to
    /// a server without the module) is never taken for the server's.
    public static let receivedBeforeServerEvents = "receivedAt < (SELECT MIN(at) FROM \(ServerEventTableMigration.epochTable))"
}

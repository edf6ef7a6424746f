/// The server's own events moved out of the clients' table: creates
/// `sdui_server_event` (the columns of `analyticsEvent`) and moves the
/// exposures recorded there before it existed. Clients could never send
/// an event named like a server's (`AnalyticsIngest` refuses them), so
/// every row moved was the server's; a client's event that merely took an
/// exposure's id stays where it is.
enum ServerEventTableMigration {
    static let migration = Migration(id: "analytics-2-server-events") { db in
        let server = AnalyticsEventSource.server.table, client = AnalyticsEventSource.client.table
        try db.execute("""
            CREATE TABLE IF NOT EXISTS \(server) (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                timestamp \(db.dialect.integer) NOT NULL,
                properties TEXT NOT NULL,
                receivedAt \(db.dialect.integer) NOT NULL
            )
            """)
        for kind in ServerEventKind.allCases {
            try db.execute("""
                INSERT INTO \(server) (id, name, timestamp, properties, receivedAt)
                SELECT id, name, timestamp, properties, receivedAt FROM \(client) WHERE name = ?
                ON CONFLICT DO NOTHING
                """, [.text(kind.name)])
            try db.execute("DELETE FROM \(client) WHERE name = ?", [.text(kind.name)])
        }
    }
}

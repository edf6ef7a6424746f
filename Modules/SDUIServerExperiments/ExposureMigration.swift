import SDUIServer

/// Moves the exposures an older server recorded in the clients' table
/// (before `sdui_server_event` existed) to the server's. Clients could never
/// send an event named like an exposure (the ingest refuses a module's
/// `ServerEventKind`), so every row moved was the server's; a client's
/// event that merely took an exposure's id stays where it is. Where the core
/// moved them before it (`analytics-2-server-events`, under the same rule),
/// nothing is left to move.
enum ExposureMigration {
    static let migration = Migration(id: "experiments-1-exposures-to-server-events") { db in
        let server = AnalyticsEventSource.server.table, client = AnalyticsEventSource.client.table
        try db.execute("""
            INSERT INTO \(server) (id, name, timestamp, properties, receivedAt)
            SELECT id, name, timestamp, properties, receivedAt FROM \(client) WHERE name = ?
            ON CONFLICT DO NOTHING
            """, [.text(ExposureLog.kind.name)])
        try db.execute("DELETE FROM \(client) WHERE name = ?", [.text(ExposureLog.kind.name)])
    }
}

import SDUIServer

/// Moves the exposures an older server recorded in the clients' table
/// (before `sdui_server_event` existed) to the server's: only those received
/// before the server kept its events apart (`Migration.receivedBeforeServerEvents`).
/// A server without this module since then took a client's
/// `experimentExposure` as a client's event; such a row stays where it is,
/// so a client cannot forge an exposure, nor take a real one's id. Where the
/// core moved them before it (an earlier `analytics-2-server-events`),
/// nothing is left to move.
enum ExposureMigration {
    static let migration = Migration(id: "experiments-1-exposures-to-server-events") { db in
        let server = AnalyticsEventSource.server.table, client = AnalyticsEventSource.client.table
        try db.execute("""
            INSERT INTO \(server) (id, name, timestamp, properties, receivedAt)
            SELECT id, name, timestamp, properties, receivedAt FROM \(client) WHERE name = ? AND \(Migration.receivedBeforeServerEvents)
            ON CONFLICT DO NOTHING
            """, [.text(ExposureLog.kind.name)])
        try db.execute("DELETE FROM \(client) WHERE name = ? AND \(Migration.receivedBeforeServerEvents)", [.text(ExposureLog.kind.name)])
    }
}

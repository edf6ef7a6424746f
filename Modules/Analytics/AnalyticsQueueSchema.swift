import GRDB
import SDUIStore

extension StoreSchema {
    /// The analytics queue's file. `application_id` is ASCII `SDUA`.
    ///
    /// `event` holds what is not yet acknowledged, oldest first by `seq`;
    /// `ledger` is one row counting what the queue has shown so far (pending
    /// rows, so the cap costs no table scan) and what it lost since the last
    /// `eventsDropped` report.
    public static let analyticsQueue = StoreSchema(name: "analytics queue", applicationID: 0x5344_5541, migrations: [
        StoreMigration("v1-event-queue") { db in
            try db.execute(sql: """
                CREATE TABLE event (
                    seq INTEGER PRIMARY KEY,
                    id TEXT NOT NULL,
                    name TEXT NOT NULL,
                    timestamp INTEGER NOT NULL,
                    properties TEXT NOT NULL
                );
                CREATE TABLE ledger (
                    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
                    pending INTEGER NOT NULL,
                    droppedFull INTEGER NOT NULL,
                    droppedRejected INTEGER NOT NULL,
                    firstDroppedAt INTEGER,
                    lastDroppedAt INTEGER
                );
                INSERT INTO ledger (singleton, pending, droppedFull, droppedRejected) VALUES (1, 0, 0, 0);
                """)
        },
    ])
}

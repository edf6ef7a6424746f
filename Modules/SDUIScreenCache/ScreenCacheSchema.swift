import SDUIStore
import GRDB

extension StoreSchema {
    /// The screen cache's file: one row per URL with its body, ETag and the
    /// time it was stored. `application_id` is ASCII `SDUC`.
    public static let screenCache = StoreSchema(name: "screen cache", applicationID: 0x5344_5543, migrations: [
        StoreMigration("v1-documents") { db in
            try db.execute(sql: """
                CREATE TABLE document (
                    url TEXT PRIMARY KEY NOT NULL,
                    etag TEXT,
                    body BLOB NOT NULL,
                    storedAt INTEGER NOT NULL
                );
                CREATE INDEX document_storedAt ON document(storedAt);
                """)
        },
    ])
}

import SDUIStore
import GRDB

extension StoreSchema {
    /// The screen cache's file: one row per URL with its body, ETag, the
    /// time it was stored and, for a screen kept for offline on request, the
    /// time it was kept; and the pictures of kept screens. `application_id` is ASCII `SDUC`.
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
        // Screens kept for offline on request: a kept row is pinned (outside the row and byte
        // budgets), and its pictures' bytes are kept beside it. An older file gains both; its
        // rows stay, unkept.
        StoreMigration("v2-kept-screens") { db in
            try db.execute(sql: """
                ALTER TABLE document ADD COLUMN keptAt INTEGER;
                CREATE TABLE keptPicture (
                    screen TEXT NOT NULL,
                    url TEXT NOT NULL,
                    etag TEXT,
                    body BLOB NOT NULL,
                    PRIMARY KEY (screen, url)
                );
                CREATE INDEX keptPicture_url ON keptPicture(url);
                """)
        },
    ])
}

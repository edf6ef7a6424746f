import GRDB

/// The schema, one migration per change, and the demo seed as the last
/// step of the first migration set, so it runs exactly once per database.
enum DemoMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-schema") { db in
            try db.execute(sql: schema)
        }
        migrator.registerMigration("v1-seed") { db in
            try DemoSeed.insert(into: db)
        }
        return migrator
    }

    static let schema = """
        CREATE TABLE user (
            id INTEGER PRIMARY KEY,
            email TEXT NOT NULL UNIQUE COLLATE NOCASE,
            name TEXT NOT NULL,
            passwordHash TEXT NOT NULL
        );
        CREATE TABLE session (
            tokenHash TEXT PRIMARY KEY,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            expiresAt INTEGER NOT NULL
        );
        CREATE TABLE parcel (
            code TEXT PRIMARY KEY,
            ownerID INTEGER REFERENCES user(id),
            direction TEXT NOT NULL CHECK (direction IN ('incoming', 'sent')),
            counterpart TEXT NOT NULL,
            address TEXT NOT NULL,
            status TEXT NOT NULL,
            expected TEXT,
            delivered INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE parcelEvent (
            id INTEGER PRIMARY KEY,
            parcelCode TEXT NOT NULL REFERENCES parcel(code) ON DELETE CASCADE,
            time TEXT NOT NULL,
            description TEXT NOT NULL
        );
        CREATE TABLE location (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            address TEXT NOT NULL
        );
        CREATE TABLE scanOrder (
            id TEXT PRIMARY KEY,
            locationID TEXT NOT NULL REFERENCES location(id),
            parcelCode TEXT NOT NULL,
            addressConfirmed INTEGER NOT NULL DEFAULT 0,
            option TEXT,
            insured INTEGER NOT NULL DEFAULT 0,
            priceCents INTEGER,
            counterCode TEXT
        );
        CREATE TABLE composer (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            fullName TEXT NOT NULL,
            born INTEGER NOT NULL,
            died INTEGER,
            biography TEXT NOT NULL,
            imageURL TEXT NOT NULL,
            popularity INTEGER NOT NULL
        );
        CREATE TABLE work (
            id TEXT PRIMARY KEY,
            composerID TEXT NOT NULL REFERENCES composer(id),
            title TEXT NOT NULL,
            subtitle TEXT,
            recordings INTEGER NOT NULL
        );
        CREATE TABLE album (
            id TEXT PRIMARY KEY,
            composerID TEXT NOT NULL REFERENCES composer(id),
            title TEXT NOT NULL,
            artist TEXT NOT NULL,
            year INTEGER NOT NULL,
            imageURL TEXT NOT NULL
        );
        CREATE TABLE track (
            id TEXT PRIMARY KEY,
            albumID TEXT NOT NULL REFERENCES album(id),
            position INTEGER NOT NULL,
            title TEXT NOT NULL,
            subtitle TEXT,
            duration INTEGER NOT NULL
        );
        CREATE TABLE playlist (
            id TEXT PRIMARY KEY,
            ownerKey TEXT,
            title TEXT NOT NULL,
            description TEXT
        );
        CREATE TABLE playlistTrack (
            playlistID TEXT NOT NULL REFERENCES playlist(id) ON DELETE CASCADE,
            trackID TEXT NOT NULL REFERENCES track(id),
            position INTEGER NOT NULL,
            PRIMARY KEY (playlistID, position)
        );
        CREATE TABLE favourite (
            ownerKey TEXT NOT NULL,
            playlistID TEXT NOT NULL REFERENCES playlist(id) ON DELETE CASCADE,
            PRIMARY KEY (ownerKey, playlistID)
        );
        CREATE TABLE analyticsEvent (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            timestamp INTEGER NOT NULL,
            properties TEXT NOT NULL,
            receivedAt INTEGER NOT NULL
        );
        """
}

import SDUIServer

/// The parcels tables and the demo parcels, written once for every engine.
///
/// Idempotent (`IF NOT EXISTS`, `ON CONFLICT DO NOTHING`), so a database
/// made before the apps were split is taken over as it is. A parcel's owner
/// is an account's user id, without a foreign key: the accounts app owns
/// that table, and apps do not reach into each other's tables.
enum ParcelMigrations {
    /// Every table the parcels screens read: they are reused until one changes.
    static let dataSet = DataSet("parcels", tables: ["parcel", "parcelEvent", "location", "scanOrder", "scanOrderAway"])

    static let schema = Migration(id: "parcels-1-schema") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS parcel (
                code TEXT PRIMARY KEY,
                ownerID \(db.dialect.integer),
                direction TEXT NOT NULL CHECK (direction IN ('incoming', 'sent')),
                counterpart TEXT NOT NULL,
                address TEXT NOT NULL,
                status TEXT NOT NULL,
                expected TEXT,
                delivered \(db.dialect.integer) NOT NULL DEFAULT 0
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS parcelEvent (
                id \(db.dialect.generatedKey),
                parcelCode TEXT NOT NULL REFERENCES parcel(code) ON DELETE CASCADE,
                time TEXT NOT NULL,
                description TEXT NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS location (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                address TEXT NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS scanOrder (
                id TEXT PRIMARY KEY,
                locationID TEXT NOT NULL REFERENCES location(id),
                parcelCode TEXT NOT NULL,
                addressConfirmed \(db.dialect.integer) NOT NULL DEFAULT 0,
                option TEXT,
                insured \(db.dialect.integer) NOT NULL DEFAULT 0,
                priceCents \(db.dialect.integer),
                counterCode TEXT
            )
            """)
    }

    /// The address step's "if nobody is home" choice, one row per order. A table of
    /// its own rather than a new column: `CREATE TABLE IF NOT EXISTS` can run twice on
    /// every engine, `ALTER TABLE … ADD COLUMN` cannot on SQLite.
    static let awayChoice = Migration(id: "parcels-3-away-choice") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS scanOrderAway (
                orderID TEXT PRIMARY KEY REFERENCES scanOrder(id) ON DELETE CASCADE,
                choice TEXT NOT NULL
            )
            """)
    }

    /// The paged-history demo: a parcel with thousands of events, and the
    /// index its pages are read by (keyset on the event id, per parcel).
    /// The events are numbered by the database in the order given, in one
    /// statement that adds nothing when the parcel has events already.
    static let longJourney = Migration(id: "parcels-4-long-journey") { db in
        try db.execute("CREATE INDEX IF NOT EXISTS parcelEvent_parcel_id ON parcelEvent (parcelCode, id)")
        let parcel = ParcelSeed.longJourneyParcel
        try db.insertIfAbsent(into: "parcel", [
            "code": .text(parcel.code), "ownerID": .optional(parcel.ownerID), "direction": .text(parcel.direction),
            "counterpart": .text(parcel.counterpart), "address": .text(parcel.address), "status": .text(parcel.status),
            "expected": .optional(parcel.expected), "delivered": .bool(parcel.delivered),
        ])
        let events = ParcelSeed.longJourneyEvents
        // `VALUES` columns are column1, column2… on both engines; column1 orders the rows.
        let rows = events.indices.map { "(\($0), ?, ?)" }.joined(separator: ", ")
        try db.execute("""
            INSERT INTO parcelEvent (parcelCode, time, description)
            SELECT ?, column2, column3 FROM (VALUES \(rows)) AS journey
            WHERE NOT EXISTS (SELECT 1 FROM parcelEvent WHERE parcelCode = ?) ORDER BY column1
            """, [.text(parcel.code)] + events.flatMap { [SQLValue.text($0.time), .text($0.description)] } + [.text(parcel.code)])
    }

    static let seed = Migration(id: "parcels-2-seed") { db in
        for parcel in ParcelSeed.parcels {
            try db.insertIfAbsent(into: "parcel", [
                "code": .text(parcel.code), "ownerID": .optional(parcel.ownerID), "direction": .text(parcel.direction),
                "counterpart": .text(parcel.counterpart), "address": .text(parcel.address), "status": .text(parcel.status),
                "expected": .optional(parcel.expected), "delivered": .bool(parcel.delivered),
            ])
        }
        for event in ParcelSeed.events {
            try db.insertIfAbsent(into: "parcelEvent", [
                "id": .optional(event.id), "parcelCode": .text(event.parcelCode), "time": .text(event.time),
                "description": .text(event.description),
            ])
        }
        try db.advanceGeneratedKey(of: "parcelEvent")
        for location in ParcelSeed.locations {
            try db.insertIfAbsent(into: "location", ["id": .text(location.id), "name": .text(location.name), "address": .text(location.address)])
        }
    }
}

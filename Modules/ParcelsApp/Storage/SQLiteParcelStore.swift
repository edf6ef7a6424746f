import GRDB
import SDUIServerSQLite

/// `ParcelStore` over the server's SQLite database (GRDB).
public struct SQLiteParcelStore: ParcelStore {
    let database: SQLiteDatabase

    public init(_ database: SQLiteDatabase) {
        self.database = database
    }

    public func parcels() async throws -> [Parcel] {
        try await database.read { db in try Parcel.order(Column("delivered"), Column("code")).fetchAll(db) }
    }

    public func journey(code: String) async throws -> ParcelJourney? {
        try await database.read { db in
            guard let parcel = try Parcel.fetchOne(db, key: code) else { return nil }
            return ParcelJourney(parcel: parcel,
                                 events: try ParcelEvent.filter(Column("parcelCode") == code).order(Column("id")).fetchAll(db))
        }
    }

    public func locations() async throws -> [Location] {
        try await database.read { db in try Location.order(Column("name")).fetchAll(db) }
    }

    public func location(id: String) async throws -> Location? {
        try await database.read { db in try Location.fetchOne(db, key: id) }
    }

    public func parcelsOnTheWay(to userID: Int64) async throws -> [Parcel] {
        try await database.read { db in
            try Parcel.filter(Column("ownerID") == userID && Column("direction") == "incoming" && Column("delivered") == false)
                .order(Column("code")).fetchAll(db)
        }
    }

    public func startOrder(id: String, location: String, parcelCode: String) async throws -> OrderStart {
        try await database.write { db in
            guard try Location.exists(db, key: location) else { return .unknownLocation }
            guard let parcel = try Parcel.fetchOne(db, key: parcelCode), parcel.direction == "sent", !parcel.delivered else {
                return .noShipment
            }
            try ScanOrder(id: id, locationID: location, parcelCode: parcel.code).insert(db)
            return .started
        }
    }

    public func order(id: String) async throws -> ScanOrder? {
        try await database.read { db in try ScanOrder.fetchOne(db, key: id) }
    }

    public func orderWithParcel(id: String) async throws -> (ScanOrder, Parcel)? {
        try await database.read { db -> (ScanOrder, Parcel)? in
            guard let order = try ScanOrder.fetchOne(db, key: id),
                  let parcel = try Parcel.fetchOne(db, key: order.parcelCode) else { return nil }
            return (order, parcel)
        }
    }

    public func update(_ order: ScanOrder) async throws {
        try await database.write { db in try order.update(db) }
    }
}

extension Parcel: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "parcel"
}

extension ParcelEvent: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "parcelEvent"
}

extension Location: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "location"
}

extension ScanOrder: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "scanOrder"
}

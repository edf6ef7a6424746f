import SDUIServer

/// `ParcelStore` written once in SQL, for SQLite and PostgreSQL alike.
public struct SQLParcelStore: ParcelStore {
    let database: any SQLDatabase

    public init(_ database: any SQLDatabase) {
        self.database = database
    }

    private static let parcelColumns = "code, ownerID, direction, counterpart, address, status, expected, delivered"
    private static let orderColumns = """
        id, locationID, parcelCode, addressConfirmed, option, insured, priceCents, counterCode, \
        (SELECT choice FROM scanOrderAway WHERE orderID = scanOrder.id)
        """

    private static func parcel(_ row: SQLRow) throws -> Parcel {
        Parcel(code: try row.text(0), ownerID: try row.optionalInteger(1), direction: try row.text(2),
               counterpart: try row.text(3), address: try row.text(4), status: try row.text(5),
               expected: try row.optionalText(6), delivered: try row.bool(7))
    }

    private static func location(_ row: SQLRow) throws -> Location {
        Location(id: try row.text(0), name: try row.text(1), address: try row.text(2))
    }

    private static func order(_ row: SQLRow) throws -> ScanOrder {
        ScanOrder(id: try row.text(0), locationID: try row.text(1), parcelCode: try row.text(2),
                  addressConfirmed: try row.bool(3), option: try row.optionalText(4), insured: try row.bool(5),
                  priceCents: try row.optionalInt(6), counterCode: try row.optionalText(7), ifAway: try row.optionalText(8))
    }

    public func parcels() async throws -> [Parcel] {
        try await database.query("SELECT \(Self.parcelColumns) FROM parcel ORDER BY delivered, code").map(Self.parcel)
    }

    public func journey(code: String, limit: Int) async throws -> ParcelJourney? {
        guard let parcel = try await database.query("SELECT \(Self.parcelColumns) FROM parcel WHERE code = ?", [.text(code)])
            .first.map(Self.parcel) else { return nil }
        return ParcelJourney(parcel: parcel, events: try await journeyEvents(code: code, before: Int64.max, limit: limit))
    }

    public func journeyEvents(code: String, before: Int64, limit: Int) async throws -> [ParcelEvent] {
        // Keyset paging on the event's id (in the order events arrived), newest first: no OFFSET to count through.
        try await database.query("""
            SELECT id, parcelCode, time, description FROM parcelEvent
            WHERE parcelCode = ? AND id < ? ORDER BY id DESC LIMIT ?
            """, [.text(code), .integer(before), .int(limit)]).map { row in
            ParcelEvent(id: try row.optionalInteger(0), parcelCode: try row.text(1), time: try row.text(2),
                        description: try row.text(3))
        }
    }

    public func locations() async throws -> [Location] {
        try await database.query("SELECT id, name, address FROM location ORDER BY name").map(Self.location)
    }

    public func location(id: String) async throws -> Location? {
        try await database.query("SELECT id, name, address FROM location WHERE id = ?", [.text(id)]).first.map(Self.location)
    }

    public func parcelsOnTheWay(to userID: Int64) async throws -> [Parcel] {
        try await database.query("""
            SELECT \(Self.parcelColumns) FROM parcel
            WHERE ownerID = ? AND direction = 'incoming' AND delivered = 0 ORDER BY code
            """, [.integer(userID)]).map(Self.parcel)
    }

    /// One statement checks and inserts, so two instances cannot both start an
    /// order on a parcel that stops qualifying in between; the reads after a
    /// refusal only say why.
    public func startOrder(id: String, location: String, parcelCode: String) async throws -> OrderStart {
        let inserted = try await database.query("""
            INSERT INTO scanOrder (id, locationID, parcelCode, addressConfirmed, insured)
            SELECT ?, location.id, parcel.code, 0, 0 FROM parcel, location
            WHERE parcel.code = ? AND parcel.direction = 'sent' AND parcel.delivered = 0 AND location.id = ?
            RETURNING id
            """, [.text(id), .text(parcelCode), .text(location)])
        if !inserted.isEmpty { return .started }
        return try await self.location(id: location) == nil ? .unknownLocation : .noShipment
    }

    public func order(id: String) async throws -> ScanOrder? {
        try await database.query("SELECT \(Self.orderColumns) FROM scanOrder WHERE id = ?", [.text(id)]).first.map(Self.order)
    }

    public func orderWithParcel(id: String) async throws -> (ScanOrder, Parcel)? {
        guard let order = try await order(id: id),
              let parcel = try await database.query("SELECT \(Self.parcelColumns) FROM parcel WHERE code = ?",
                                                    [.text(order.parcelCode)]).first.map(Self.parcel)
        else { return nil }
        return (order, parcel)
    }

    public func update(_ order: ScanOrder) async throws {
        try await database.execute("""
            UPDATE scanOrder SET locationID = ?, parcelCode = ?, addressConfirmed = ?, option = ?, insured = ?,
                priceCents = ?, counterCode = ? WHERE id = ?
            """, [.text(order.locationID), .text(order.parcelCode), .bool(order.addressConfirmed), .optional(order.option),
                  .bool(order.insured), .optional(order.priceCents), .optional(order.counterCode), .text(order.id)])
        if let choice = order.ifAway {
            try await database.execute("""
                INSERT INTO scanOrderAway (orderID, choice) VALUES (?, ?)
                ON CONFLICT (orderID) DO UPDATE SET choice = excluded.choice
                """, [.text(order.id), .text(choice)])
        }
    }

    public func updateRecipient(parcelCode: String, name: String, address: String) async throws {
        try await database.execute("UPDATE parcel SET counterpart = ?, address = ? WHERE code = ?",
                                   [.text(name), .text(address), .text(parcelCode)])
    }
}

/// Every question the parcels screens, the widget and the Scan & Go commands
/// ask of the data, and the changes the commands make.
///
/// Builders and commands are functions of these answers, so they run the
/// same in SQL for SQLite and PostgreSQL (`SQLParcelStore`), or a test's
/// in-memory store. A missing row is `nil`, never an error.
public protocol ParcelStore: Sendable {
    /// Every parcel, undelivered first, then by code.
    func parcels() async throws -> [Parcel]
    /// The parcel and the newest `limit` events of its journey.
    func journey(code: String, limit: Int) async throws -> ParcelJourney?
    /// Up to `limit` events of a parcel's journey older than event `before`,
    /// newest first: a keyset page, however many events come in meanwhile.
    func journeyEvents(code: String, before: Int64, limit: Int) async throws -> [ParcelEvent]
    /// Scan & Go locations by name.
    func locations() async throws -> [Location]
    func location(id: String) async throws -> Location?
    /// A user's incoming parcels not delivered yet, by code: what the widget shows.
    func parcelsOnTheWay(to userID: Int64) async throws -> [Parcel]
    /// Starts an order for a sent, undelivered parcel at a location, in one transaction.
    func startOrder(id: String, location: String, parcelCode: String) async throws -> OrderStart
    func order(id: String) async throws -> ScanOrder?
    /// The order and the parcel it sends.
    func orderWithParcel(id: String) async throws -> (ScanOrder, Parcel)?
    func update(_ order: ScanOrder) async throws
    /// The corrected recipient of a parcel (the Scan & Go address step).
    func updateRecipient(parcelCode: String, name: String, address: String) async throws
}

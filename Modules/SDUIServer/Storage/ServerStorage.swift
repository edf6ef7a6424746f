/// Where the server keeps its data: it runs the migrations, and holds the
/// framework's own stores. The apps' stores are built by the target over
/// the same engine (see `DemoServer`).
public protocol ServerStorage: Sendable {
    /// Runs the migrations this database has not run yet, in order.
    func migrate(_ migrations: [Migration]) throws
    /// Where analytics batches go.
    var analyticsEvents: any AnalyticsEventStore { get }
    /// The current versions of data sets (`DataSet`), asked on every request
    /// for a screen that is reused until its data changes. An engine may
    /// answer from memory only while it can tell that no writer anywhere
    /// changed them (SQLite can; PostgreSQL, shared by instances, queries).
    func dataVersions(of names: [String]) async throws -> [String: Int64]
    /// `dataVersions(of:)` as `DataSet.stamp` writes them, asked for every
    /// reused screen. An engine that keeps versions in memory keeps these
    /// too, so a reused answer builds no dictionary and no string.
    func dataVersionStamp(of names: [String]) async throws -> String?
    /// The database a module keeps its own tables in (the releases module's
    /// store), shared by every instance on it; nil for a storage with no
    /// database (a module then keeps nothing: the content folder is all it serves).
    var database: (any SQLDatabase)? { get }
    /// A key every instance on this database shares (`SharedSecret`).
    func sharedSecret(named name: String) async throws -> [UInt8]
    /// Calls `observer` whenever the engine learns that a data version moved
    /// (PostgreSQL: each notification), so live streams need not wait for
    /// their next look. An engine that cannot tell leaves it uncalled.
    func onDataVersionChange(_ observer: @escaping @Sendable () -> Void)
}

extension ServerStorage {
    public func dataVersionStamp(of names: [String]) async throws -> String? {
        DataSet.stamp(of: names, versions: try await dataVersions(of: names))
    }

    public func onDataVersionChange(_ observer: @escaping @Sendable () -> Void) {}

    public var database: (any SQLDatabase)? { nil }

    /// Who may publish and look at debug answers (`AdminStore`), in the database; nil without one.
    public var admins: AdminStore? { database.map { AdminStore(database: $0) } }
}

extension ServerStorage where Self: SQLDatabase {
    public var database: (any SQLDatabase)? { self }

    public func sharedSecret(named name: String) async throws -> [UInt8] {
        try await SharedSecret.read(name, from: self)
    }
}

import GRDB
import SDUIServer

extension SQLiteDatabase: ServerStorage {
    public var analyticsEvents: any AnalyticsEventStore { SQLiteAnalyticsEventStore(self) }

    /// From `DataVersionMemo` while this process has not changed them; else
    /// read on the calling thread, not through GRDB's async read (the query
    /// takes microseconds, the hop to a reader's queue and back many times that).
    public func dataVersions(of names: [String]) async throws -> [String: Int64] {
        guard !names.isEmpty else { return [:] }
        return try dataVersionMemo.versions(of: names) { try readVersions(of: names) }
    }

    public func dataVersionStamp(of names: [String]) async throws -> String? {
        guard !names.isEmpty else { return "" }
        return try dataVersionMemo.stamp(of: names) { try readVersions(of: names) }
    }

    private func readVersions(of names: [String]) throws -> [String: Int64] {
        try readOnCallingThread { db in
            let statement = try db.cachedStatement(sql: DataSet.versionsQuery(count: names.count))
            var versions: [String: Int64] = [:]
            let rows = try Row.fetchCursor(statement, arguments: StatementArguments(names))
            while let row = try rows.next() {
                // A row that is not (text, integer) is no version: the route is then built every time.
                let name: DatabaseValue = row[0], version: DatabaseValue = row[1]
                if case .string(let set) = name.storage, case .int64(let number) = version.storage {
                    versions[set] = number
                }
            }
            return versions
        }
    }

    /// GRDB's synchronous read: on an idle reader it runs `body` on this
    /// thread. Only for short reads; a long one would hold a thread of the
    /// server's pool.
    private func readOnCallingThread<T>(_ body: (Database) throws -> T) throws -> T {
        try writer.read(body)
    }
}

import SDUIServer

extension SQLiteDatabase: ServerStorage {
    public var analyticsEvents: any AnalyticsEventStore { SQLiteAnalyticsEventStore(self) }

    public func dataVersions(of names: [String]) async throws -> [String: Int64] {
        try await DataSet.versions(of: names, in: self)
    }
}

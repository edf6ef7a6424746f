import SDUIServer

extension PostgresDatabase {
    /// Asked on every request for a reused screen, so that a change made
    /// through any instance is seen by all at once (no notification lag).
    public func dataVersions(of names: [String]) async throws -> [String: Int64] {
        try await DataSet.versions(of: names, in: self)
    }
}

import SDUIServer

extension PostgresDatabase {
    /// Read from the database for every request of a reused screen, so that a
    /// change made through any instance is seen by all at once (no
    /// notification lag); the requests waiting together share one query
    /// (`CoalescedRead`), so the reads cost round trips, not requests.
    public func dataVersions(of names: [String]) async throws -> [String: Int64] {
        guard !names.isEmpty else { return [:] }
        let all = try await versionReads.value { [self] in try await DataSet.allVersions(in: self) }
        var versions: [String: Int64] = [:]
        for name in names {
            versions[name] = all[name]
        }
        return versions
    }
}

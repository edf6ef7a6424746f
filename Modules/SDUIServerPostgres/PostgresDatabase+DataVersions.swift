import Logging
import PostgresNIO
import SDUIServer

extension PostgresDatabase {
    /// The channel `DataSet.versionNotifications` notifies on every raise.
    static let versionChannel = "sdui_data_version"

    /// From memory while this instance listens for version changes (no query
    /// at all); else, and after this instance's own writes, from the
    /// database, one query shared by the requests waiting together.
    /// Each notification applied calls `observer` (live streams look at once).
    public func onDataVersionChange(_ observer: @escaping @Sendable () -> Void) {
        versionWatch.onChange(observer)
    }

    public func dataVersionStamp(of names: [String]) async throws -> String? {
        if let known = versionWatch.stamp(of: names) { return known }
        return DataSet.stamp(of: names, versions: try await dataVersions(of: names))
    }

    public func dataVersions(of names: [String]) async throws -> [String: Int64] {
        guard !names.isEmpty else { return [:] }
        if let known = versionWatch.versions(of: names) { return known }
        let generation = versionWatch.generation
        let all = try await versionReads.value { [self] in try await DataSet.allVersions(in: self) }
        versionWatch.keep(all, readUnder: generation)
        var versions: [String: Int64] = [:]
        for name in names {
            versions[name] = all[name]
        }
        return versions
    }

    /// Listens for version changes on a connection of its own (outside the
    /// pool, so even a pool of one keeps its connection for queries) for as
    /// long as the database is open, and listens again after a lost
    /// connection (waiting 0.25 s, doubling up to 5 s); meanwhile versions
    /// are read per request.
    static func listenForVersionChanges(_ configuration: PostgresConnection.Configuration, watch: DataVersionWatch,
                                        logger: Logger) -> Task<Void, Never> {
        Task {
            var pause = Duration.milliseconds(250)
            var attempt = 0
            while !Task.isCancelled {
                attempt += 1
                do {
                    let connection = try await PostgresConnection.connect(configuration: configuration, id: attempt, logger: logger)
                    do {
                        try await connection.listen(on: versionChannel) { notifications in
                            watch.setListening(true)
                            pause = .milliseconds(250)
                            for try await notification in notifications {
                                watch.apply(notification.payload)
                            }
                        }
                    } catch {
                        watch.setListening(false)
                        try? await connection.close()
                        throw error
                    }
                    watch.setListening(false)
                    try? await connection.close()
                } catch {
                    if !Task.isCancelled {
                        logger.warning("not listening for data-version changes; reading them per request", metadata: [
                            "error": .string(String(reflecting: error)), "retry": .string("\(pause)"),
                        ])
                    }
                }
                watch.setListening(false)
                try? await Task.sleep(for: pause)
                pause = min(pause * 2, .seconds(5))
            }
        }
    }
}

import SDUIServer
import Synchronization

/// Storage that runs nothing: it records the migrations' statements and keeps analytics in memory.
public final class RecordingStorage: ServerStorage, SQLExecutor, AnalyticsEventStore {
    public init() {}
    public let statements = Mutex<[String]>([])
    public let events = Mutex<[String: StoredAnalyticsEvent]>([:])
    public var dialect: SQLDialect { .sqlite }
    public var analyticsEvents: any AnalyticsEventStore { self }

    public func migrate(_ migrations: [Migration]) throws { for migration in migrations { try migration.apply(self) } }
    /// No versions: screens reused until their data changes are built every time.
    public func dataVersions(of names: [String]) async throws -> [String: Int64] { [:] }
    /// One key for the process: no other instance shares this storage.
    public func sharedSecret(named name: String) async throws -> [UInt8] { Array(name.utf8) + Array(repeating: 7, count: 32) }
    public func execute(_ sql: String, _ arguments: [SQLValue]) throws { statements.withLock { $0.append(sql) } }
    /// Keyed by source and id, as the engines' tables are.
    public func insertNew(_ new: [StoredAnalyticsEvent], from source: AnalyticsEventSource) async throws -> Int {
        events.withLock { stored in
            new.reduce(0) { count, event in
                let key = "\(source.table)/\(event.id)"
                guard stored[key] == nil else { return count }
                stored[key] = event
                return count + 1
            }
        }
    }
}

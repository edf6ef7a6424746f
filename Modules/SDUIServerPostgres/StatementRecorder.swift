import SDUIServer
import Synchronization

/// Collects what a migration would execute, so it can be sent to PostgreSQL
/// asynchronously inside one transaction: a migration only writes
/// (`SQLExecutor` has no queries), so its statements do not depend on answers.
final class StatementRecorder: SQLExecutor, Sendable {
    private let recorded = Mutex<[(sql: String, arguments: [SQLValue])]>([])

    var dialect: SQLDialect { .postgres }

    func execute(_ sql: String, _ arguments: [SQLValue]) throws {
        recorded.withLock { $0.append((sql, arguments)) }
    }

    var statements: [(sql: String, arguments: [SQLValue])] { recorded.withLock { $0 } }
}

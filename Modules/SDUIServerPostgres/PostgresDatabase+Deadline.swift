import PostgresNIO
import SDUIServer
// The pool's error type lives in postgres-nio's `_ConnectionPoolModule`
// product; it is the only way to tell "no connection" from other failures.
import _ConnectionPoolModule

extension PostgresDatabase {
    /// Runs `work` against the pool with a deadline, turning "the database
    /// is not there" into `StorageUnavailable`.
    ///
    /// postgres-nio's pool keeps a request waiting while it retries to connect
    /// (its circuit breaker opens only after 60 s), so without a deadline a
    /// request during an outage hung for a minute and then failed as a 500.
    func guarded<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await Self.guarded(deadline: queryDeadline, work)
    }

    static func guarded<T: Sendable>(deadline: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        do {
            return try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask { try await work() }
                group.addTask {
                    try await Task.sleep(for: deadline)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let value = first else {
                    throw StorageUnavailable("no answer from PostgreSQL within \(deadline)")
                }
                return value
            }
        } catch let error as PSQLError where Self.meansUnreachable(error) {
            throw StorageUnavailable(PostgresErrorText.describe(error))
        } catch let error as ConnectionPoolError {
            throw StorageUnavailable("connection pool: \(error)")
        }
    }

    /// Connection failures and lost connections, not a statement's own errors.
    static func meansUnreachable(_ error: PSQLError) -> Bool {
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed:
            return true
        default:
            // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now.
            return error.serverInfo?[.sqlState]?.hasPrefix("57P") == true
        }
    }
}

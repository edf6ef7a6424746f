import Glibc
import Synchronization

/// What the file system says about a database's write-ahead log: every
/// commit, by any process, writes to the log (appends, or after a
/// checkpoint rewrites it from the start), which moves its size or its
/// modification time. Checkpoints copy pages into the database file but
/// change no data, so that file is not looked at.
///
/// Checked before every reuse of `DataVersionMemo`, so that a write by
/// another process (a second server on the same file, an operator's
/// `sqlite3` shell) invalidates it too, not only this process's own
/// commits. What it cannot tell apart: a write that leaves the log's size
/// as it was, after a checkpoint restarted it, within the same tick of the
/// file system's clock (a few milliseconds) as the previous check.
struct DatabaseFileSignature: Equatable, Sendable {
    private let parts: (inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64)

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.parts == rhs.parts }

    init(_ info: stat) {
        parts = (UInt64(info.st_ino), Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
    }

    /// Reads the log's signature. The log is opened once and asked with
    /// `fstat`, cheaper than a `stat` of the path on every reused screen
    /// (docs/server.md): SQLite keeps the
    /// same log file while any connection, such as this server's writer,
    /// has the database open.
    final class Probe: Sendable {
        let logPath: String
        private let descriptor: Mutex<Int32> = Mutex(-1)

        init(databaseAt path: String) {
            logPath = path + "-wal"
        }

        deinit {
            descriptor.withLock { if $0 >= 0 { close($0) } }
        }

        /// The log's signature now; a log that is missing (not created yet)
        /// counts as zeros.
        func signature() -> DatabaseFileSignature? {
            var info = stat()
            let opened = descriptor.withLock { descriptor -> Int32 in
                if descriptor < 0 { descriptor = open(logPath, O_RDONLY | O_CLOEXEC) }
                return descriptor
            }
            if opened >= 0, fstat(opened, &info) == 0 { return DatabaseFileSignature(info) }
            return stat(logPath, &info) == 0 ? DatabaseFileSignature(info) : nil
        }
    }
}

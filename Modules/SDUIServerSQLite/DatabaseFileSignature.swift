import Glibc

/// What the file system says about a database file and its write-ahead
/// log: any commit, by any process, appends to the log (or, after a
/// checkpoint, rewrites it and the file), which moves a size or a
/// modification time here.
///
/// One `stat` per file, about a microsecond: cheap enough to check before
/// every reuse of `DataVersionMemo`, so that a write by another process
/// (a second server on the same file, an operator's `sqlite3` shell)
/// invalidates it too, not only this process's own commits.
struct DatabaseFileSignature: Equatable, Sendable {
    private var parts: [Int64] = []

    /// The signature of `path` and `path-wal` now; a missing file counts as
    /// zeros (the log comes and goes with checkpoints).
    static func of(databaseAt path: String) -> DatabaseFileSignature {
        var signature = DatabaseFileSignature()
        for file in [path, path + "-wal"] {
            var info = stat()
            if stat(file, &info) == 0 {
                signature.parts += [Int64(info.st_ino), Int64(info.st_size),
                                    Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
            } else {
                signature.parts += [0, 0, 0, 0]
            }
        }
        return signature
    }
}

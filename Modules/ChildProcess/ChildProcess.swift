import Glibc

/// Starts another program without Foundation (the clip links this): its
/// standard input from a file or `/dev/null`, its output thrown away so it
/// can never scribble over a full-screen UI, and with default signal
/// handling, so SIGTERM ends it even when this process blocks signals.
public enum ChildProcess {
    /// Why a program did not start.
    public enum Failure: Error, Sendable, Equatable {
        case notFound
        case permissionDenied
        case other(errno: Int32)
    }

    /// Starts `arguments[0]` (looked up on `PATH` unless `executablePath` is given).
    public static func spawn(_ arguments: [String], executablePath: String? = nil,
                             standardInput: String = "/dev/null") throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGPIPE, SIGCONT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        guard let first = arguments.first else { throw .notFound }
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let result = if let executablePath {
            posix_spawn(&pid, executablePath, &actions, &attributes, argv, environ)
        } else {
            posix_spawnp(&pid, first, &actions, &attributes, argv, environ)
        }
        switch result {
        case 0: return pid
        case ENOENT: throw .notFound
        case EACCES: throw .permissionDenied
        default: throw .other(errno: result)
        }
    }

    /// Waits for `pid` to end; its exit status (or 128 + the signal that ended it).
    @discardableResult
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Whether `name` is an executable file in one of `PATH`'s folders.
    public static func isOnPath(_ name: String, path: String?) -> Bool {
        guard let path, !name.isEmpty, !name.contains("/") else { return false }
        return path.split(separator: ":").contains { folder in access("\(folder)/\(name)", X_OK) == 0 }
    }
}

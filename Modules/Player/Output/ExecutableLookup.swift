import Glibc

/// Finds the program of a player command the way `execvp` would: a name
/// with a `/` is a path (relative to the working directory), any other name
/// is looked up in each directory of `PATH` in turn.
///
/// Done once when the client starts, so a missing program is named in the
/// message of the first play instead of a bare "command not found".
enum ExecutableLookup {
    /// `PATH` when the environment has none (what glibc's `execvp` uses).
    static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

    enum Outcome: Sendable, Equatable {
        case found(String)
        /// A name looked up in `PATH` and found in none of its directories.
        case notOnPath
        /// A path (with a `/`) that is missing, a directory, or not executable: the reason.
        case unusable(String)
    }

    /// - Parameters:
    ///   - path: the value of `PATH` (nil or empty: `defaultPath`).
    ///   - workingDirectory: what relative paths, and empty `PATH` entries, are relative to.
    static func find(_ program: String, path: String?, workingDirectory: String) -> Outcome {
        if program.contains("/") {
            let file = program.hasPrefix("/") ? program : join(workingDirectory, program)
            switch check(file) {
            case .executable: return .found(file)
            case .missing: return .unusable("does not exist")
            case .directory: return .unusable("is a directory")
            case .notExecutable: return .unusable("is not executable")
            }
        }
        let searched = (path?.isEmpty ?? true) ? defaultPath : (path ?? defaultPath)
        for entry in searched.split(separator: ":", omittingEmptySubsequences: false) {
            let directory = entry.isEmpty ? workingDirectory
                : entry.hasPrefix("/") ? String(entry) : join(workingDirectory, String(entry))
            let file = join(directory, program)
            if check(file) == .executable { return .found(file) }
        }
        return .notOnPath
    }

    /// The process's working directory; "." when it cannot be read (deleted, say).
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { pointer -> Bool in
            guard let base = pointer.baseAddress else { return false }
            return getcwd(base, pointer.count) != nil
        }
        guard found else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private enum FileCheck: Equatable { case executable, missing, directory, notExecutable }

    private static func check(_ file: String) -> FileCheck {
        var info = stat()
        guard stat(file, &info) == 0 else { return .missing }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .directory }
        return access(file, X_OK) == 0 ? .executable : .notExecutable
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

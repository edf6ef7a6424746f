/// Why a store could not be opened or used, with the file it concerns.
///
/// A file whose *content* is unusable is not an error: `DatabaseStore` moves
/// it aside and reports a `StoreProblem`. These errors are what remains:
/// the directory is not writable, the disk is full, a file cannot be moved.
/// Each names the path and what SQLite or the file system said, so a user
/// or developer can act on it.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, detail: String)
    /// SQLite could not open the file for a reason other than its content (permissions, I/O).
    case cannotOpen(path: String, detail: String)
    /// The file was unusable, but moving it out of the way failed.
    case cannotMoveAside(path: String, destination: String, problem: StoreProblem.Kind, detail: String)
    case migrationFailed(path: String, detail: String)
    /// A read or write failed; `operation` says which ("store document", "append event").
    case operationFailed(path: String, operation: String, detail: String)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let detail):
            return "cannot create the directory \(path): \(detail)"
        case .cannotOpen(let path, let detail):
            return "cannot open the store \(path): \(detail)"
        case .cannotMoveAside(let path, let destination, let problem, let detail):
            return "the store \(path) is unusable (\(problem)) and could not be moved to \(destination): \(detail)"
        case .migrationFailed(let path, let detail):
            return "cannot migrate the store \(path): \(detail)"
        case .operationFailed(let path, let operation, let detail):
            return "\(operation) failed in \(path): \(detail)"
        }
    }

    /// The file the error concerns.
    public var path: String {
        switch self {
        case .cannotCreateDirectory(let path, _), .cannotOpen(let path, _), .cannotMoveAside(let path, _, _, _),
             .migrationFailed(let path, _), .operationFailed(let path, _, _):
            return path
        }
    }
}

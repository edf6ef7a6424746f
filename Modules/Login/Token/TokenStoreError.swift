/// Why the token file could not be read, written or removed: the path and
/// the system's reason, never the token.
public enum TokenStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    case cannotRemove(path: String, reason: String)
    /// A directory, link or device where the file should be.
    case notARegularFile(path: String)
    /// Someone else may read or change it; it is deleted, not trusted.
    case insecureFile(path: String, reason: String)
    /// Not a token file this client wrote (bad JSON, bad token, too large).
    case malformed(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): return "cannot create the folder \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write the login token file \(path): \(reason)"
        case .cannotRead(let path, let reason): return "cannot read the login token file \(path): \(reason)"
        case .cannotRemove(let path, let reason): return "cannot delete the login token file \(path): \(reason)"
        case .notARegularFile(let path): return "\(path) is not a regular file; the login token is not kept there"
        case .insecureFile(let path, let reason): return "the login token file \(path) was not trusted: \(reason)"
        case .malformed(let path, let reason): return "the login token file \(path) is not valid: \(reason)"
        }
    }
}

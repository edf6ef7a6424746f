import SDUIServer

/// Why the server will not start with the web client: a build this large is
/// a mistake (a `node_modules` copied in, say), and holding it all in
/// memory would hide it until the machine runs short.
public enum WebAppBundleError: Error, Sendable, Equatable, CustomStringConvertible {
    case tooManyFiles(folder: String, limit: Int)
    case tooLarge(folder: String, limit: Int)
    /// A file or folder that is there but cannot be read.
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .tooManyFiles(let folder, let limit):
            return "The web client's folder '\(folder)' holds more than \(limit) files, the most the server serves at /app/. "
                + "Rebuild it (bash Scripts/build-web.sh), or start with --no-web-app."
        case .tooLarge(let folder, let limit):
            return "The web client's folder '\(folder)' holds more than \(limit) bytes (\(limit >> 20) MiB), the most the server "
                + "serves at /app/. Rebuild it (bash Scripts/build-web.sh), or start with --no-web-app."
        case .unreadable(let path):
            return "The web client's file '\(path)' cannot be read. Rebuild it (bash Scripts/build-web.sh), or start with --no-web-app."
        }
    }
}

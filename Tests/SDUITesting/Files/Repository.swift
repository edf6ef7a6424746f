import Glibc

/// Where the checkout is, found from this file's own path, so every test target
/// that starts the reference server reads the same `Content` folder without each
/// counting its own way up the tree. Foundation-free, like the targets that use it.
public enum Repository {
    /// The checkout's root (four levels up from `Tests/SDUITesting/Files/Repository.swift`),
    /// with symbolic links resolved.
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        let path = parts.joined(separator: "/")
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }()

    /// The reference server's screens and content: the repository's `Content` folder.
    public static let contentDirectory = root + "/Content"
}

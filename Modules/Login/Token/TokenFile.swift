import Glibc

/// The token file on disk: readable and writable by the user alone, and
/// never, even for a moment, with a wider mode.
///
/// Writing follows the classic atomic pattern:
/// 1. `open(temp, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW, 0600)` on a fresh
///    name in the same folder: the file is born 0600 (`O_EXCL` refuses an
///    existing file or a planted symlink), and `fchmod` makes it exactly
///    0600 whatever the umask;
/// 2. write everything, `fsync`;
/// 3. `rename` over the real name (atomic within a folder), then `fsync`
///    the folder so the rename survives a crash.
/// A reader therefore sees the old file or the new one, never half of one,
/// and no other user ever sees either.
///
/// Reading refuses links, non-regular files, files of another owner and
/// files with group or other permission bits: such a file is deleted and
/// reported, never trusted.
enum TokenFile {
    static let maximumBytes = 64 * 1024

    static func write(_ bytes: [UInt8], to path: String) throws(TokenStoreError) {
        try createDirectory(containing: path)
        var random = SystemRandomNumberGenerator()
        let temporary = "\(path).tmp-\(getpid())-\(String(random.next() as UInt64, radix: 36))"
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: errorText()) }
        do throws(TokenStoreError) {
            defer { close(descriptor) }
            try fill(descriptor, with: bytes, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        syncDirectory(of: path)
    }

    /// Sets the mode to exactly 0600, writes every byte and flushes them to disk.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8], path: String) throws(TokenStoreError) {
        guard fchmod(descriptor, 0o600) == 0 else { throw .cannotWrite(path: path, reason: errorText()) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: errorText())
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, reason: errorText()) }
    }

    /// The file's bytes, or nil when there is none.
    static func read(_ path: String) throws(TokenStoreError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw .insecureFile(path: path, reason: "it is a symbolic link") }
            throw .cannotRead(path: path, reason: errorText())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, reason: errorText()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        guard status.st_uid == geteuid() else { throw .insecureFile(path: path, reason: "it belongs to another user") }
        let permissions = status.st_mode & 0o777
        guard permissions & 0o077 == 0 else {
            throw .insecureFile(path: path, reason: "its mode is \(String(permissions, radix: 8)), not 600")
        }
        guard Int(status.st_size) <= maximumBytes else { throw .malformed(path: path, reason: "it is too large") }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: errorText())
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    /// Deletes the file; a missing file is fine.
    static func remove(_ path: String) throws(TokenStoreError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .cannotRemove(path: path, reason: errorText()) }
        syncDirectory(of: path)
    }

    /// The folder part of `path` ("." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Creates missing folders with mode 0700, like `mkdir -p -m 700`.
    private static func createDirectory(containing path: String) throws(TokenStoreError) {
        let folder = directory(of: path)
        var prefix = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            prefix += "/\(component)"
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreateDirectory(path: prefix, reason: errorText())
            }
        }
    }

    /// Makes a rename or unlink durable; best effort (some file systems refuse).
    private static func syncDirectory(of path: String) {
        let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func errorText() -> String {
        let code = errno
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

import Glibc

/// Reads a whole image file into memory with plain POSIX calls, refusing
/// anything that is not a regular file or is larger than the limit before
/// reading a byte of it.
///
/// Plain `open`/`fstat`/`read` instead of Foundation: this module is linked
/// into the size-budgeted clip.
enum ImageFileReader {
    static func read(path: String, limit: Int) throws(ImageLoadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: SystemError.message(errno)) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, reason: SystemError.message(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        let size = Int(status.st_size)
        guard size <= limit else { throw .fileTooLarge(path: path, bytes: size, limit: limit) }

        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: SystemError.message(errno))
            }
            if count == 0 { break }  // The file shrank while we read it: decode what is there.
            filled += count
        }
        if filled < size { bytes.removeSubrange(filled...) }
        return bytes
    }

    /// True when `path` names an existing regular file (what a dropped image path is).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

/// The system's words for an `errno`.
enum SystemError {
    static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

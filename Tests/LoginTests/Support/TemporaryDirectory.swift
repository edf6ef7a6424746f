import Glibc

/// A fresh folder for token files, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/login-tests-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw TestFailure("mkdtemp failed: errno \(errno)") }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Names in the folder (not recursive).
    var entries: [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// `st_mode` of a file, or nil when there is none.
    func mode(of name: String) -> UInt32? {
        var status = stat()
        guard lstat("\(path)/\(name)", &status) == 0 else { return nil }
        return status.st_mode
    }

    func remove() {
        for name in entries { unlink("\(path)/\(name)") }
        rmdir(path)
    }
}

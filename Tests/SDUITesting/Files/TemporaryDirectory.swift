import Foundation
import Glibc

/// A fresh directory under the system's temporary folder, removed when the
/// value is released, so every test works on real files of its own.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(_ label: String = "sdui-store") throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        path = base + "/\(label)-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// `st_mode` of the entry `name` (a link itself, not what it points to), or nil when there is none.
    public func mode(of name: String) -> UInt32? {
        var status = stat()
        guard lstat(file(name), &status) == 0 else { return nil }
        return status.st_mode
    }

    /// Names of the files in the directory, sorted.
    public func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

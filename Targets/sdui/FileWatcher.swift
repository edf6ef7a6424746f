import Foundation
import Glibc

/// Calls back when a file is saved, through inotify on its folder: editors
/// save by writing in place, or by writing a new file and renaming it over
/// the old one, and a watch on the file itself would lose the second kind.
final class FileWatcher: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let descriptor: Int32
    private let thread: Thread

    /// Starts watching; `changed` runs on the watcher's own thread, once per burst of events.
    init(file: URL, changed: @escaping @Sendable () -> Void) throws {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw Failure(description: "inotify is not available (errno \(errno))") }
        let folder = file.deletingLastPathComponent().path
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
        guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
            close(descriptor)
            throw Failure(description: "cannot watch \(folder) (errno \(errno))")
        }
        self.descriptor = descriptor
        let name = file.lastPathComponent
        thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { return }
                guard Self.names(in: buffer, count: count).contains(name) else { continue }
                // One save is often several events (a truncate and a write, a temporary file renamed):
                // wait for the burst to end, drop its other events, and report it once.
                var pending = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                while poll(&pending, 1, 50) > 0 {
                    if buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) <= 0 { return }
                }
                changed()
            }
        }
        thread.start()
    }

    deinit {
        close(descriptor)
    }

    /// The file names of the events in the first `count` bytes of `buffer`.
    static func names(in buffer: [UInt8], count: Int) -> [String] {
        var names: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
            let start = offset + header
            let end = min(count, start + length)
            if length > 0, start < end {
                let bytes = buffer[start..<end].prefix { $0 != 0 }
                names.append(String(decoding: bytes, as: UTF8.self))
            }
            offset = start + length
        }
        return names
    }
}

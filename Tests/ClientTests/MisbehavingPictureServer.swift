import Foundation
import Glibc
import Synchronization

/// A loopback HTTP server for `sdui render`'s pictures: a screen and its
/// pictures at fixed paths, each answered whole, a byte at a time slowly, or
/// with headers and then nothing. Plain sockets, one thread per connection,
/// `Connection: close`; every stall ends when the client hangs up (which it
/// records) or the server stops, so no test outlives it.
final class MisbehavingPictureServer: Sendable {
    enum Answer: Sendable {
        /// The bytes with their length and type.
        case whole(contentType: String, body: [UInt8])
        /// The headers promise `body`, then one byte every `interval` until the client hangs up.
        case trickle(contentType: String, body: [UInt8], interval: Duration)
        /// The headers promise `length` bytes, then nothing until the client hangs up.
        case silent(contentType: String, length: Int)
    }

    let port: Int
    private let listener: Int32
    private let routes: [String: Answer]
    private let state = Mutex(State())

    private struct State {
        var stopped = false
        var hungUp: Set<String> = []
        var requested: [String] = []
    }

    init(routes: [String: Answer]) throws {
        self.routes = routes
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerSocketFailure(step: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerSocketFailure(step: "bind and listen", code: errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Paths whose transfer the client ended before the server did: it gave up on them.
    var hungUp: Set<String> { state.withLock { $0.hungUp } }
    /// Paths asked for, in order.
    var requested: [String] { state.withLock { $0.requested } }

    func stop() {
        state.withLock { $0.stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 { if isStopped { return } else { continue } }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        guard let path = readPath(fd) else { return }
        state.withLock { $0.requested.append(path) }
        guard let answer = routes[path] else {
            _ = send(fd, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        }
        switch answer {
        case .whole(let type, let body):
            _ = send(fd, Array(head(type, body.count).utf8) + body)
        case .trickle(let type, let body, let interval):
            guard send(fd, head(type, body.count)) else { return }
            for byte in body {
                guard !isStopped else { return }
                Thread.sleep(forTimeInterval: Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18)
                guard send(fd, [byte]) else {
                    state.withLock { _ = $0.hungUp.insert(path) }
                    return
                }
            }
        case .silent(let type, let length):
            guard send(fd, head(type, length)) else { return }
            // Until the client closes (readable at end of stream), for at most a minute.
            for _ in 0..<1_200 where !isStopped {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 50) != 0 {
                    state.withLock { _ = $0.hungUp.insert(path) }
                    return
                }
            }
        }
    }

    private func head(_ type: String, _ length: Int) -> String {
        "HTTP/1.1 200 OK\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n"
    }

    /// The request's path, once its head has arrived (within ten seconds).
    private func readPath(_ fd: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while String(decoding: received, as: UTF8.self).range(of: "\r\n\r\n") == nil {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 10_000) > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0, received.count < 65_536 else { return nil }
            received += buffer.prefix(count)
        }
        let line = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        guard parts.count == 3 else { return nil }
        return String(parts[1].split(separator: "?").first ?? parts[1])
    }

    /// Everything sent; false when the client is gone (MSG_NOSIGNAL: no SIGPIPE for the test process).
    private func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    private func send(_ fd: Int32, _ text: String) -> Bool { send(fd, Array(text.utf8)) }
}

struct ServerSocketFailure: Error, CustomStringConvertible {
    let step: String
    let code: Int32
    var description: String { "the test server's \(step) failed: errno \(code)" }
}

import Foundation
import Glibc
import Synchronization

/// A loopback HTTP/1.1 server that misbehaves on purpose, one behaviour per
/// path (see `BrokenHTTPServer+Behaviours.swift`), on an ephemeral port.
///
/// Plain sockets and one thread per connection: simple enough to trust, and
/// free to do what a real server library would not (lie about lengths, stall,
/// hang up). It records every request and counts accepted connections.
final class BrokenHTTPServer: Sendable {
    enum Mode: Sendable {
        /// Serves the behaviours, keeping connections alive between requests.
        case behaviours
        /// Closes every connection as soon as it is accepted.
        case closeOnAccept
    }

    let port: Int
    let mode: Mode
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var stopped = false
        var connections = 0
        var requests: [ReceivedRequest] = []
        var routes: [String: String] = [:]
        var listenerClosed = false
        var openConnections = 0
        /// Requests waiting at `/gather-json` now, and the most there were at once.
        var gathered = 0
        var mostGathered = 0
    }

    /// - Parameter port: 0 for one the system chooses; a given port brings a
    ///   server up where a test saw the connection refused.
    init(mode: Mode = .behaviours, port: Int = 0) throws {
        self.mode = mode
        (listener, self.port) = try Self.listen(backlog: 128, port: port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    func url(_ target: String) -> String {
        "http://127.0.0.1:\(port)\(target)"
    }

    /// Stops accepting; connection threads give up at their next check.
    func stop() {
        state.withLock { $0.stopped = true }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }
    /// Stopped, the port released and every connection closed: a client now gets "connection refused".
    var isGone: Bool { state.withLock { $0.stopped && $0.listenerClosed && $0.openConnections == 0 } }
    var connectionCount: Int { state.withLock { $0.connections } }
    var requests: [ReceivedRequest] { state.withLock { $0.requests } }

    /// The most requests that waited at `/gather-json` at the same time.
    var mostGathered: Int { state.withLock { $0.mostGathered } }

    /// Waits until `count` requests (this one included) are at `/gather-json`
    /// together, the server stops, or a minute passes: proof that a client
    /// sends side by side, which no clock can give on a busy machine.
    func gather(_ count: Int) {
        state.withLock {
            $0.gathered += 1
            $0.mostGathered = max($0.mostGathered, $0.gathered)
        }
        defer { state.withLock { $0.gathered -= 1 } }
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline, !isStopped, state.withLock({ $0.mostGathered }) < count {
            usleep(2_000)
        }
    }

    func record(_ request: ReceivedRequest) {
        state.withLock { $0.requests.append(request) }
    }

    /// Serves `path` (such as `/v1/screens/home`) with the behaviour at
    /// `target` (such as `/truncated` or `/screen?home`), until routed again:
    /// how a test points a session's screen at a misbehaviour and back.
    func route(_ path: String, to target: String) {
        state.withLock { $0.routes[path] = target }
    }

    /// The request as the behaviours see it: a routed path replaced by its target.
    private func routed(_ request: ReceivedRequest) -> ReceivedRequest {
        guard let target = state.withLock({ $0.routes[String(request.path)] }) else { return request }
        var routed = request
        routed.target = target
        return routed
    }

    /// A socket listening on 127.0.0.1, on `port` or (0) one the system chose.
    static func listen(backlog: Int32, port: Int = 0) throws -> (fd: Int32, port: Int) {
        // CLOEXEC: processes a test spawns must not inherit the listener.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        guard let portNumber = UInt16(exactly: port) else {
            close(fd)
            throw ServerError("no such port: \(port)")
        }
        address.sin_port = portNumber.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, backlog) == 0 else {
            close(fd)
            throw ServerError("bind/listen: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    private func acceptLoop() {
        defer {
            close(listener)
            state.withLock { $0.listenerClosed = true }
        }
        while !isStopped {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            if mode == .closeOnAccept {
                state.withLock { $0.connections += 1 }
                close(client)
                continue
            }
            state.withLock {
                $0.connections += 1
                $0.openConnections += 1
            }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        defer {
            close(fd)
            state.withLock { $0.openConnections -= 1 }
        }
        var connection = SocketConnection(fd: fd, isStopped: { [weak self] in self?.isStopped ?? true })
        while let request = connection.readRequest() {
            record(request)
            guard respond(to: routed(request), on: connection) else { return }
        }
    }
}

struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

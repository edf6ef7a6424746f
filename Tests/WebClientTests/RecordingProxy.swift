import Dispatch
import Foundation
import Glibc
import SDUITesting
import Synchronization

/// A reverse proxy on a loopback port in front of a test server that keeps
/// the head of every request it passes on (method, target, headers), so a
/// test sees what reached the server without a hook in the server. The
/// bytes go through unchanged both ways (keep-alive connections, live
/// streams); request heads are read as they pass and bodies skipped by
/// their `Content-Length` (what `fetch` sends for a string body).
final class RecordingProxy: Sendable {
    struct Request: Sendable {
        let method: String
        let target: String
        /// Header names in lower case.
        let headers: [String: String]
    }

    /// `http://127.0.0.1:PORT`: open the page here and it talks to the server through the proxy.
    let baseURL: String
    private let listener: Int32
    private let backendPort: Int
    private let recorded = Mutex<[Request]>([])

    /// Every request head so far, in the order they arrived.
    var requests: [Request] { recorded.withLock { $0 } }

    /// Starts listening in front of `backend` (`http://127.0.0.1:PORT`).
    init(backend: String) throws {
        guard let port = backend.split(separator: ":").last.flatMap({ Int($0) }) else { throw ServerFailure("no port in \(backend)") }
        backendPort = port
        let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        listener = listening
        var address = ClosedLoopbackPort.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, length) } }
        guard listening >= 0, bound == 0, listen(listening, 64) == 0 else {
            let failure = errno
            if listening >= 0 { close(listening) }
            throw ServerFailure("the recording proxy could not listen: errno \(failure)")
        }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) } }
        baseURL = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        Thread { [self] in
            while true {
                let client = accept(listening, nil, nil)
                if client < 0 { return }
                Thread { self.serve(client) }.start()
            }
        }.start()
    }

    /// Stops taking connections; the open ones end when the browser closes them.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve(_ client: Int32) {
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = ClosedLoopbackPort.loopback(port: backendPort)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard server >= 0, connected == 0 else {
            close(client)
            if server >= 0 { close(server) }
            return
        }
        // The server's answers, passed back as they come; when either side ends, both do.
        let answered = DispatchSemaphore(value: 0)
        Thread {
            Self.pump(from: server, to: client) { _ in }
            shutdown(client, Int32(SHUT_RDWR))
            answered.signal()
        }.start()
        var heads = HeadReader()
        Self.pump(from: client, to: server) { bytes in
            let read = heads.read(bytes)
            if !read.isEmpty { recorded.withLock { $0 += read } }
        }
        shutdown(server, Int32(SHUT_RDWR))
        answered.wait()
        close(server)
        close(client)
    }

    /// Copies bytes from one socket to the other until either ends, showing each chunk to `look` first.
    private static func pump(from source: Int32, to sink: Int32, _ look: (ArraySlice<UInt8>) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(source, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            look(buffer[0..<count])
            var sent = 0
            while sent < count {
                let wrote = buffer.withUnsafeBytes { send(sink, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL)) }
                if wrote <= 0 { return }
                sent += wrote
            }
        }
    }

    /// Request heads out of a connection's bytes: each head up to its blank line, then its body skipped.
    private struct HeadReader {
        private var head: [UInt8] = []
        private var bodyLeft = 0

        mutating func read(_ bytes: ArraySlice<UInt8>) -> [Request] {
            var requests: [Request] = []
            var index = bytes.startIndex
            while index < bytes.endIndex {
                if bodyLeft > 0 {
                    let skipped = min(bodyLeft, bytes.endIndex - index)
                    bodyLeft -= skipped
                    index += skipped
                    continue
                }
                head.append(bytes[index])
                index += 1
                guard head.count >= 4, head.suffix(4).elementsEqual([13, 10, 13, 10]) else { continue }
                let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
                head.removeAll()
                let requestLine = lines[0].split(separator: " ")
                guard requestLine.count == 3 else { continue }
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                bodyLeft = headers["content-length"].flatMap { Int($0) } ?? 0
                requests.append(Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers))
            }
            return requests
        }
    }
}

import Glibc

/// One accepted TCP connection of the test server, with the blocking reads and
/// writes its behaviours need. Every wait is bounded and gives up when the
/// server stops, so no test can hang on it.
struct SocketConnection {
    let fd: Int32
    let isStopped: @Sendable () -> Bool
    private var buffer: [UInt8] = []

    init(fd: Int32, isStopped: @escaping @Sendable () -> Bool) {
        self.fd = fd
        self.isStopped = isStopped
    }

    /// The next request on the connection; nil when the peer closed, sent
    /// garbage, or nothing came within a minute (an idle kept-alive connection is
    /// closed then: at ten seconds a client that a loaded machine held up between
    /// two requests found it closed, and a reuse test saw two connections; the
    /// server's stop still ends it at once). A TLS ClientHello (first
    /// byte 0x16) gets a plain-text 400 and nil, as a real server would do.
    mutating func readRequest() -> ReceivedRequest? {
        var headerEnd: Int?
        while headerEnd == nil {
            if buffer.first == 0x16 {
                _ = write(Array("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
                return nil
            }
            headerEnd = Self.find([13, 10, 13, 10], in: buffer)
            if headerEnd == nil, !receive(timeoutMilliseconds: 60_000) { return nil }
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            headers.append((String(line[..<colon]), String(value)))
        }
        var request = ReceivedRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: [])
        let length = request.header("Content-Length").flatMap { Int($0) } ?? 0
        while buffer.count < length {
            if !receive(timeoutMilliseconds: 60_000) { return nil }
        }
        request.body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return request
    }

    /// Sends everything; false when the peer is gone. MSG_NOSIGNAL keeps a
    /// closed peer from killing the test process with SIGPIPE.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    func write(_ text: String) -> Bool {
        write(Array(text.utf8))
    }

    /// Waits until the peer closes (or sends more), the server stops, or the
    /// time is up: how the slow behaviours stall without outliving a test.
    func waitForPeer(upTo milliseconds: Int) {
        var left = milliseconds
        while left > 0, !isStopped() {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Int32(min(left, 50))) != 0 { return }
            left -= 50
        }
    }

    /// Reads what is there into the buffer; false on close, error or timeout.
    private mutating func receive(timeoutMilliseconds: Int) -> Bool {
        var left = timeoutMilliseconds
        while left > 0 {
            if isStopped() { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 50)
            if ready < 0 { return false }
            if ready == 0 {
                left -= 50
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
        return false
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

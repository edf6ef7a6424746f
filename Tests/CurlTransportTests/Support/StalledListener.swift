import Glibc
import SDUITesting

/// A loopback port whose accept queue is full, so a new connection attempt
/// is never answered: the kernel drops the SYN and the client waits for its
/// connect timeout. Stays on 127.0.0.1, like every test here.
struct StalledListener {
    let port: Int
    private let listener: Int32
    private let fillers: [Int32]

    init() throws {
        // Backlog 0 admits one pending connection; the fillers take it.
        (listener, port) = try BrokenHTTPServer.listen(backlog: 0)
        var sockets: [Int32] = []
        for _ in 0..<4 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { continue }
            var address = ClosedLoopbackPort.loopback(port: port)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            sockets.append(fd)
        }
        fillers = sockets
    }

    func close() {
        for fd in fillers { Glibc.close(fd) }
        Glibc.close(listener)
    }
}

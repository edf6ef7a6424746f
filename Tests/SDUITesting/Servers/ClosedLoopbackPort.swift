import Glibc
import Synchronization

/// A loopback port nothing listens on, for tests of refused connections.
///
/// Chosen below the kernel's ephemeral range (32768–60999 on Linux), because
/// the tests running beside it bind port 0 and are handed ports from that
/// range: a port the system handed out and took back could be given to the
/// next test server a moment later, and a "refused" request would reach it.
/// For the same reason it is the port for a test server that is stopped and
/// started again on the same port (`RestartableServer`): while it is stopped,
/// no client connection's local port can take it.
public enum ClosedLoopbackPort {
    /// A port in 20000..<32768 that could be bound just now (so nothing listens
    /// there) and was released again, and that this process has not handed out
    /// before: two tests picking at the same moment would otherwise both probe
    /// the same free port, and the second to bind it would fail.
    public static func pick() -> Int {
        for _ in 0..<500 {
            let port = Int.random(in: 20_000..<32_768)
            guard handedOut.withLock({ $0.insert(port).inserted }) else { continue }
            if canBind(port) { return port }
        }
        // Every probe was taken: a crowded machine. The last resort is the old way.
        return systemAssigned()
    }

    /// Every port `pick` has returned (or probed) in this process.
    private static let handedOut = Mutex<Set<Int>>([])

    static func canBind(_ port: Int) -> Bool {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    static func systemAssigned() -> Int {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(probe) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// 127.0.0.1 at `port`, as `bind` and `connect` take it.
    public static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

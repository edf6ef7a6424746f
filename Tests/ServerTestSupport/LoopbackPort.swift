import Foundation

/// A free loopback port below the kernel's ephemeral range, for a server that
/// a test stops and starts again on the same port.
///
/// A port the kernel hands out for `bind(0)` comes from the same range as
/// every client connection's local port, so while such a server is stopped
/// any outgoing connection may take its port and the restart then fails with
/// "address in use". Below the range no client port ever lands.
public enum LoopbackPort {
    /// The lowest port tried; the range's low end (32768 by default) is the highest.
    static let lowest = 20_000

    /// A port that could be bound a moment ago, or 0 (any port) when none below the range is free.
    public static func outsideEphemeralRange() -> Int {
        let ephemeralLow = ephemeralRangeStart() ?? 32_768
        guard ephemeralLow > lowest + 1 else { return 0 }
        var candidates = Array(lowest..<ephemeralLow)
        candidates.shuffle()
        for port in candidates.prefix(200) where canBind(port) { return port }
        return 0
    }

    /// The first port of `/proc/sys/net/ipv4/ip_local_port_range`.
    static func ephemeralRangeStart() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8) else {
            return nil
        }
        return text.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
    }

    private static func canBind(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

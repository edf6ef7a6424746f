import Foundation
import ServerTestSupport
import Synchronization
import Testing

/// The in-process server that tests stop and start (`RestartableServer`)
/// must survive being stopped while connections keep arriving. Stopped by
/// cancelling its task, NIO trapped the whole test process when a connection
/// had been accepted but not yet served ("Deinited NIOAsyncWriter without
/// calling finish()"); `GracefulServer` stops it gracefully instead.
@Suite("In-process server stopped under arriving connections")
struct StopUnderConnectionsTests {
    final class Flag: Sendable {
        private let value = Atomic(false)
        var isSet: Bool { value.load(ordering: .relaxed) }
        func set() { value.store(true, ordering: .relaxed) }
    }

    /// Whether a loopback connection to `port` is accepted; it is closed at once.
    static func connects(to port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    @Test("30 stops while a thread keeps connecting: no trap, and each stop leaves the port closed")
    func stopsWhileConnectionsArrive() async throws {
        let server = try RestartableServer(label: "stop-under-connections")
        let base = try await server.start()
        let port = try #require(Int(base.split(separator: ":").last ?? ""))
        var accepted = 0
        for _ in 0..<30 {
            let done = Flag()
            let connecting = Task.detached {
                var count = 0
                while !done.isSet {
                    if Self.connects(to: port) { count += 1 }
                }
                return count
            }
            try await Task.sleep(for: .milliseconds(5))
            await server.stop()
            done.set()
            accepted += await connecting.value
            #expect(!Self.connects(to: port), "a connection was accepted after stop() returned")
            try await server.start()
        }
        #expect(accepted > 0, "no connection reached the server, so nothing raced the stops")
        await server.stop()
    }
}

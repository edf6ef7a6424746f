import Foundation
import SDUITesting
import Synchronization
import Testing

/// The in-process server that tests stop and start (`RestartableServer`)
/// must survive being stopped while connections keep arriving. Stopped by
/// cancelling its task, NIO trapped the whole test process when a connection
/// had been accepted but not yet served ("Deinited NIOAsyncWriter without
/// calling finish()"); `GracefulServer` stops it gracefully instead.
@Suite("In-process server stopped under arriving connections")
struct StopUnderConnectionsTests {
    /// Whether a loopback connection to `port` is made; it is closed at once.
    /// A socket the kernel connected to itself (its local port is the one
    /// dialled, possible while nothing listens there) does not count.
    static func connects(to port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = ClosedLoopbackPort.loopback(port: port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { return false }
        var local = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &local) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) == 0 }
        }
        return !(named && Int(UInt16(bigEndian: local.sin_port)) == port)
    }

    /// Connects to `port` over and over on a thread of its own (blocking
    /// `connect` calls must not hold one of the few cooperative threads)
    /// until `done` is set; returns how many connections were made.
    static func connectRepeatedly(to port: Int, until done: Flag) async -> Int {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                var count = 0
                while !done.isSet {
                    if connects(to: port) { count += 1 }
                }
                continuation.resume(returning: count)
            }
            thread.start()
        }
    }

    @Test("30 stops while a thread keeps connecting: no trap, and each stop leaves the port closed")
    func stopsWhileConnectionsArrive() async throws {
        let server = try RestartableServer(label: "stop-under-connections")
        let base = try await server.start()
        let port = try #require(Int(base.split(separator: ":").last ?? ""))
        var made = 0
        for _ in 0..<30 {
            let done = Flag()
            async let connections = Self.connectRepeatedly(to: port, until: done)
            try await Task.sleep(for: .milliseconds(5))
            await server.stop()
            done.set()
            made += await connections
            #expect(!Self.connects(to: port), "a connection was made after stop() returned")
            try await server.start()
        }
        #expect(made > 0, "no connection was made to the server, so nothing raced the stops")
        await server.stop()
    }
}

import CurlTransport
import SDUI
@testable import SDUIServer
import SDUIServerLive
import SDUITesting
import Synchronization
import Testing

/// Live-stream limits per client behind a load balancer: the server on a
/// real socket, every request from 127.0.0.1 as through one proxy, clients
/// told apart by `X-Forwarded-For` only when that proxy is trusted.
@Suite("Live-stream limits behind a trusted proxy", .timeLimit(.minutes(10)))
struct ForwardedLiveLimitTests {
    static let parcel = "/v2/live/parcels/3SABC1234567"

    /// What one stream has received so far.
    final class Received: Sendable {
        private let text = Mutex("")
        func append(_ bytes: [UInt8]) { text.withLock { $0 += String(decoding: bytes, as: UTF8.self) } }
        var all: String { text.withLock { $0 } }
    }

    /// A stream opened as `client` (through the proxy at 127.0.0.1); cancel the task to end it.
    static func open(_ base: String, as client: String, into received: Received) -> Task<HTTPResponse?, Never> {
        Task {
            try? await CurlHTTPClient().stream(request(base, as: client), idleTimeout: .seconds(30)) { bytes in
                received.append(bytes)
                return true
            }
        }
    }

    static func request(_ base: String, as client: String) -> OutgoingRequest {
        OutgoingRequest(method: "GET", url: base + parcel, headers: [("X-Forwarded-For", client)])
    }

    static var oneStreamEach: LiveConfiguration {
        var limits = LiveConfiguration()
        limits.maximumPerClient = 1
        limits.heartbeat = .milliseconds(200)
        return limits
    }

    @Test("through a trusted proxy, two forwarded clients each get their own limit; a third stream of one of them is refused")
    func trustedProxySeparatesClients() async throws {
        let trusted = try TrustedProxies(parsing: "127.0.0.1")
        try await LiveServer.run(live: Self.oneStreamEach, trustedProxies: trusted) { base in
            let first = Received(), second = Received()
            let a = Self.open(base, as: "203.0.113.1", into: first)
            #expect(await eventually { first.all.hasPrefix(": live") })
            let b = Self.open(base, as: "203.0.113.2", into: second)
            #expect(await eventually { second.all.hasPrefix(": live") }, "another client behind the same proxy has its own limit")
            let refused = try await CurlHTTPClient().send(Self.request(base, as: "203.0.113.1"))
            #expect(refused.status == 503)
            #expect(String(decoding: refused.body, as: UTF8.self).contains("too_many_streams"))
            // The same client spelled otherwise is the same client.
            let respelled = try await CurlHTTPClient().send(Self.request(base, as: "::ffff:203.0.113.1"))
            #expect(respelled.status == 503)
            a.cancel()
            b.cancel()
            _ = await (a.value, b.value)
        }
    }

    @Test("without trust the header is ignored: every client behind the proxy shares the proxy's one limit")
    func untrustedProxySharesOneLimit() async throws {
        try await LiveServer.run(live: Self.oneStreamEach) { base in
            let first = Received()
            let a = Self.open(base, as: "203.0.113.1", into: first)
            #expect(await eventually { first.all.hasPrefix(": live") })
            let refused = try await CurlHTTPClient().send(Self.request(base, as: "203.0.113.2"))
            #expect(refused.status == 503)
            #expect(String(decoding: refused.body, as: UTF8.self).contains("too_many_streams"))
            a.cancel()
            _ = await a.value
        }
    }

    @Test("trusting another address than the proxy's reads no header either")
    func trustOnlyTheListed() async throws {
        let elsewhere = try TrustedProxies(parsing: "10.0.0.0/8")
        try await LiveServer.run(live: Self.oneStreamEach, trustedProxies: elsewhere) { base in
            let first = Received()
            let a = Self.open(base, as: "203.0.113.1", into: first)
            #expect(await eventually { first.all.hasPrefix(": live") })
            let refused = try await CurlHTTPClient().send(Self.request(base, as: "203.0.113.2"))
            #expect(refused.status == 503)
            a.cancel()
            _ = await a.value
        }
    }
}

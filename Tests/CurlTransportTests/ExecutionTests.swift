import SDUI
import SDUITesting
import Testing
@testable import CurlTransport

/// Where a client's transfers run (`CurlHTTPClient.Execution`). The
/// behaviour of each kind (responses, errors, limits, redirects) is checked
/// by the response, redirect and request tests, which run for both.
@Suite(.timeLimit(.minutes(10)))
struct ExecutionTests {
    @Test func onlyAnEventLoopClientStartsALoop() {
        #expect(CurlHTTPClient(execution: .eventLoop).loop != nil)
        #expect(CurlHTTPClient(execution: .callingThread).loop == nil)
        #expect(CurlHTTPClient().loop != nil, "the event loop stays the default")
    }

    @Test func aCancelledCallingThreadTransferEndsAsCancelled() async throws {
        // The server sends headers and then stalls for a minute; the total limit (120 s)
        // is far off, so a transfer that ignored the cancellation would end much later.
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = TestClient(.callingThread, totalTimeout: 120)
        let url = server.url("/slow-body")
        let sending = Task { await failure(of: OutgoingRequest(url: url), on: client) }
        #expect(await eventually { !server.requests.isEmpty }, "the request never arrived")
        let clock = ContinuousClock()
        let cancelled = clock.now
        sending.cancel()
        let error = await sending.value
        #expect(error == .cancelled(url: url))
        // libcurl's progress callback comes at least once a second while a transfer
        // stalls; the bound is far above that, for a busy machine, and below the stall.
        #expect(cancelled.duration(to: clock.now) < .seconds(30))
    }

    @Test func aCallingThreadRequestFromACancelledTaskIsNotSent() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = TestClient(.callingThread)
        let url = server.url("/json")
        let sending = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await failure(of: OutgoingRequest(url: url), on: client)
        }
        #expect(await sending.value == .cancelled(url: url))
        #expect(server.connectionCount == 0)
    }

    @Test func aCallingThreadClientOpensANewConnectionForEachRequest() async throws {
        // Nothing outlives a transfer on this path, connections included: what
        // the one-shot programs it is for never miss, and what keeps it simple.
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = TestClient(.callingThread)
        for _ in 0..<3 { _ = try await client.send(OutgoingRequest(url: server.url("/json"))) }
        #expect(server.connectionCount == 3)
        let pooled = TestClient(.eventLoop)
        for _ in 0..<3 { _ = try await pooled.send(OutgoingRequest(url: server.url("/json"))) }
        #expect(server.connectionCount == 4, "the event loop reuses its connection")
    }
}

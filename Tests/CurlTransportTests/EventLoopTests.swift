import SDUI
import SDUITesting
import Testing
@testable import CurlTransport

/// The event loop: cancellation, concurrency, connection reuse, and no
/// transfer left behind.
@Suite(.timeLimit(.minutes(10)))
struct EventLoopTests {
    @Test func cancellingASlowRequestEndsItAtOnce() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        // The server stalls for a minute and the total limit is two: without the
        // cancellation, neither would end the request within the bound below,
        // which is far above what the cancellation takes even on a busy machine.
        let client = makeClient(totalTimeout: 120)
        let url = server.url("/slow-headers")
        let task = Task { try await client.send(OutgoingRequest(url: url)) }
        #expect(await eventually { server.requests.count == 1 })
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        let result = await task.result
        #expect(start.duration(to: clock.now) < .seconds(30))
        #expect(throws: TransportError.cancelled(url: url)) { try result.get() }
        // The loop removed the transfer, rather than leaving it to time out.
        #expect(await eventually { client.loop?.activeTransfers.load(ordering: .relaxed) == 0 })
    }

    /// libcurl is set up on the loop thread, so a request can reach the inbox before the multi handle exists.
    @Test func requestsSentTheMomentTheClientIsMadeWaitForLibcurl() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let url = server.url("/json")
        for _ in 0..<20 {
            let client = makeClient()
            async let first = client.send(OutgoingRequest(url: url))
            async let second = client.send(OutgoingRequest(url: url))
            let statuses = try await [first.status, second.status]
            #expect(statuses == [200, 200])
            client.loop?.stop()
        }
        #expect(server.requests.count == 40)
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = makeClient()
        let url = server.url("/json")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(OutgoingRequest(url: url))
        }
        await #expect(throws: TransportError.cancelled(url: url)) { try await task.value }
        #expect(client.loop?.startedTransfers.load(ordering: .relaxed) == 0)
    }

    @Test func fiftyConcurrentRequestsRunSideBySide() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = makeClient(totalTimeout: 120)
        // The server answers only when all 50 wait at once: a client that sent them
        // one after another would leave the first waiting until the server gives up.
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { try await client.send(OutgoingRequest(url: server.url("/gather-json?50"))).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 50))
        #expect(server.mostGathered == 50)
        #expect(server.requests.count == 50)
        #expect(client.loop?.startedTransfers.load(ordering: .relaxed) == 50)
        #expect(await eventually { client.loop?.activeTransfers.load(ordering: .relaxed) == 0 })
    }

    @Test func sequentialRequestsReuseTheConnection() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = makeClient()
        for _ in 0..<3 {
            let response = try await client.send(OutgoingRequest(url: server.url("/json")))
            #expect(response.status == 200)
        }
        #expect(server.requests.count == 3)
        #expect(server.connectionCount == 1)
    }

    @Test func aFailedConnectionIsNotReused() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        let client = makeClient()
        _ = await failure(of: OutgoingRequest(url: server.url("/truncated")), on: client)
        let response = try await client.send(OutgoingRequest(url: server.url("/json")))
        #expect(response.status == 200)
        #expect(server.connectionCount == 2)
    }

    @Test func releasedClientStopsItsThread() async throws {
        let server = try BrokenHTTPServer()
        defer { server.stop() }
        weak var weakLoop: CurlEventLoop?
        do {
            let client = makeClient()
            weakLoop = client.loop
            _ = try await client.send(OutgoingRequest(url: server.url("/json")))
        }
        // The loop thread lets go of the loop once the client's deinit stops it.
        #expect(await eventually { weakLoop == nil })
    }
}

@testable import SDUIServerLive
import Synchronization
import Testing

/// A live stream's write to a reader that takes nothing ends at its deadline
/// (the handler closes the connection); a write that goes through does not.
@Suite("Stream write deadline")
struct StreamWriteDeadlineTests {
    struct ConnectionClosed: Error {}

    @Test("a write the reader never takes: the deadline closes the connection, and the write fails")
    func stuckWriteExpires() async throws {
        // The stuck write waits for the connection to close, as a write into full buffers does.
        let (closed, close) = AsyncStream<Void>.makeStream()
        let expired = Atomic(false)
        await #expect(throws: ConnectionClosed.self) {
            try await StreamWriteDeadline.run(within: .milliseconds(20), expire: {
                expired.store(true, ordering: .relaxed)
                close.finish()
            }) {
                for await _ in closed {}
                throw ConnectionClosed()
            }
        }
        let didExpire = expired.load(ordering: .relaxed)
        #expect(didExpire)
    }

    @Test("a write that finishes first leaves the connection open")
    func finishedWriteDoesNotExpire() async throws {
        let expired = Atomic(false)
        let written = Atomic(false)
        try await StreamWriteDeadline.run(within: .milliseconds(50), expire: { expired.store(true, ordering: .relaxed) }) {
            written.store(true, ordering: .relaxed)
        }
        let didWrite = written.load(ordering: .relaxed)
        #expect(didWrite)
        // Well past the deadline: a deadline left running would have fired by now.
        try await Task.sleep(for: .milliseconds(300))
        let didExpire = expired.load(ordering: .relaxed)
        #expect(!didExpire)
    }
}

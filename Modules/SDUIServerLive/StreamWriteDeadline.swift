/// One write of a live stream, with a deadline. A reader that stops reading
/// fills its buffers, and the write then waits for it; past the deadline
/// `expire` runs (the stream's handler closes the connection, which ends the
/// write with an error), so such a reader gives back its slot and its memory
/// instead of holding them for as long as it stays connected.
enum StreamWriteDeadline {
    static func run(within timeout: Duration, expire: @escaping @Sendable () -> Void,
                    _ write: () async throws -> Void) async throws {
        let deadline = Task {
            // Cancelled (the write finished first): the sleep throws and nothing expires.
            try await Task.sleep(for: timeout)
            expire()
        }
        defer { deadline.cancel() }
        try await write()
    }
}

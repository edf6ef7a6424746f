import Hummingbird
import NIOCore

/// A response's body as one buffer, written out through Hummingbird's body writer.
enum CollectedBody {
    static func bytes(of response: Response) async throws -> ByteBuffer {
        let collected = Collected()
        try await response.body.write(Writer(into: collected))
        return collected.buffer
    }

    /// Where the writer puts what it is given (a writer is consumed by the write).
    private final class Collected {
        var buffer = ByteBuffer()
    }

    private struct Writer: ResponseBodyWriter {
        let into: Collected
        mutating func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            into.buffer.writeBuffer(&buffer)
        }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}

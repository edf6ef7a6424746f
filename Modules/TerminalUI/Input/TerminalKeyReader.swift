import Glibc

/// Keys typed on a terminal, read by a thread of its own (`ReadingThread`).
/// The stream ends at end of input or on a read error.
public struct TerminalKeyReader: KeySource {
    public let descriptor: Int32

    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    public func keys() -> AsyncStream<Key> {
        let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
        ReadingThread.start(descriptor: descriptor, state: KeyDecoder(), chunk: { decoder, bytes in
            for key in decoder.decode(bytes) {
                if case .terminated = continuation.yield(key) { return false }
            }
            return true
        }, end: { _ in continuation.finish() })
        return stream
    }
}

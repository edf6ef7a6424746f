import Glibc

/// Keys typed on a terminal, read by a thread of its own.
///
/// `read(2)` blocks; doing it on a thread of its own keeps the Swift
/// concurrency pool (two threads on a two-core machine) free for the
/// session. The stream ends at end of input or on a read error.
public struct TerminalKeyReader: KeySource {
    public let descriptor: Int32

    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    public func keys() -> AsyncStream<Key> {
        let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
        let job = ReaderJob(descriptor: descriptor, continuation: continuation)
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let job = Unmanaged<ReaderJob>.fromOpaque(raw).takeRetainedValue()
            job.run()
            return nil
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<ReaderJob>.fromOpaque(context).release()
            continuation.finish()
        }
        return stream
    }
}

/// The reading loop, handed to the thread.
private final class ReaderJob: Sendable {
    let descriptor: Int32
    let continuation: AsyncStream<Key>.Continuation

    init(descriptor: Int32, continuation: AsyncStream<Key>.Continuation) {
        self.descriptor = descriptor
        self.continuation = continuation
    }

    func run() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for key in decoder.decode(Array(buffer[0..<count])) {
                if case .terminated = continuation.yield(key) { return }
            }
        }
        continuation.finish()
    }
}

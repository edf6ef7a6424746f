import Glibc

/// Reads a descriptor on a thread of its own until end of input.
///
/// `read(2)` blocks; doing it on a thread of its own keeps the Swift
/// concurrency pool (two threads on a two-core machine) free for the
/// session. Keys and lines are both read this way.
enum ReadingThread {
    /// Calls `chunk` with each run of bytes read and the reader's own `state` (a key
    /// decoder, a partial line); it returns false to stop. Then `end` once, at end of input,
    /// also when no thread could be started.
    static func start<State: Sendable>(descriptor: Int32, state: State,
                                       chunk: @escaping @Sendable (inout State, [UInt8]) -> Bool,
                                       end: @escaping @Sendable (inout State) -> Void) {
        spawn(Job(descriptor: descriptor, state: state, chunk: chunk, end: end))
    }

    private static func spawn(_ job: any Runnable) {
        let context = Unmanaged.passRetained(RunnableBox(job)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<RunnableBox>.fromOpaque(raw).takeRetainedValue().job.run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<RunnableBox>.fromOpaque(context).takeRetainedValue().job.finish()
            return
        }
        pthread_detach(thread)
    }
}

private protocol Runnable: AnyObject, Sendable {
    /// The reading loop, on the reader's thread.
    func run()
    /// Ends without reading (no thread).
    func finish()
}

private final class RunnableBox {
    let job: any Runnable
    init(_ job: any Runnable) { self.job = job }
}

/// Owned by the reading thread alone once started; `state` is touched nowhere else.
private final class Job<State: Sendable>: Runnable, @unchecked Sendable {
    let descriptor: Int32
    var state: State
    let chunk: @Sendable (inout State, [UInt8]) -> Bool
    let end: @Sendable (inout State) -> Void

    init(descriptor: Int32, state: State, chunk: @escaping @Sendable (inout State, [UInt8]) -> Bool,
         end: @escaping @Sendable (inout State) -> Void) {
        self.descriptor = descriptor
        self.state = state
        self.chunk = chunk
        self.end = end
    }

    func run() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            guard chunk(&state, Array(buffer[0..<count])) else { return }
        }
        end(&state)
    }

    func finish() {
        end(&state)
    }
}

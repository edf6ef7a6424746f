import Glibc

/// Starts a detached POSIX thread that runs `body` once.
///
/// The event loop needs a thread of its own: it sleeps in `curl_multi_poll`,
/// which must never happen on one of Swift concurrency's few cooperative
/// threads.
enum LoopThread {
    /// The heap box handed through pthread_create's `void *` argument.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// False when the system refused to create the thread.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        // Retained here, released by the new thread (or below if it never starts).
        let argument = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
            body.run()
            return nil
        }, argument)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(argument).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}

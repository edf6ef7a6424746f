import Synchronization

/// Wakes the live streams of one instance: one watcher for all of them
/// reads the data sets' versions (from memory while the storage can tell
/// nothing changed: PostgreSQL's notifications, SQLite's own commits and
/// file) every `interval`, at once when the storage reports a change
/// (`wake`, PostgreSQL's notifications), and when one moved, signals every stream to
/// compare its screen with what its client has. It also beats the heart of
/// every stream every `heartbeat`, so proxies and clients see the
/// connection is alive. Signals never wait for a stream: each holds at
/// most one pending signal, so a slow reader delays only itself.
public final class LiveHub: Sendable {
    /// How many streams, and how often it looks and beats.
    public let limits: LiveConfiguration

    /// Why a stream woke.
    enum Signal: Sendable {
        case changed
        case heartbeat
        /// The server is stopping: end the stream.
        case closing
    }

    private struct State {
        var streams: [Int: (client: String, continuation: AsyncStream<Signal>.Continuation)] = [:]
        var perClient: [String: Int] = [:]
        var nextID = 0
        var watching = false
        var closed = false
        /// The watcher's pause, and whether a wake came while it was not pausing.
        var pause: CheckedContinuation<Void, Never>?
        var woken = false
    }

    private let state = Mutex(State())
    private let versions: @Sendable () async throws -> [String: Int64]

    /// Why a stream was refused: each a 503 that says which limit.
    public enum Refusal: Error, Sendable, Equatable {
        case full(limit: Int)
        case clientFull(limit: Int)
        case closing
    }

    /// - Parameter versions: the data sets' current versions (the storage's memo).
    init(limits: LiveConfiguration, versions: @escaping @Sendable () async throws -> [String: Int64]) {
        self.limits = limits
        self.versions = versions
    }

    /// One stream's signals, and the call that ends its subscription.
    struct Subscription: Sendable {
        let signals: AsyncStream<Signal>
        let cancel: @Sendable () -> Void
    }

    func subscribe(client: String) throws(Refusal) -> Subscription {
        let (signals, continuation) = AsyncStream<Signal>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let (id, startWatching): (Int, Bool) = try state.withLock { (state) throws(Refusal) -> (Int, Bool) in
            guard !state.closed else { throw .closing }
            guard state.streams.count < limits.maximumStreams else { throw .full(limit: limits.maximumStreams) }
            guard state.perClient[client, default: 0] < limits.maximumPerClient else {
                throw .clientFull(limit: limits.maximumPerClient)
            }
            let id = state.nextID
            state.nextID += 1
            state.streams[id] = (client, continuation)
            state.perClient[client, default: 0] += 1
            let start = !state.watching
            state.watching = true
            return (id, start)
        }
        if startWatching { Task { await self.watch() } }
        return Subscription(signals: signals) { [weak self] in self?.remove(id) }
    }

    /// Streams open now.
    public var count: Int { state.withLock { $0.streams.count } }

    /// A data version moved (the storage's notification): the watcher looks now
    /// instead of at the end of its interval.
    public func wake() {
        let pause = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let pause = state.pause else {
                state.woken = true
                return nil
            }
            state.pause = nil
            return pause
        }
        pause?.resume()
    }

    /// Returns after `interval`, or sooner when woken.
    private func pause() async {
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(for: self?.limits.interval ?? .zero)) != nil else { return }
            self?.wake()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.woken {
                    state.woken = false
                    return true
                }
                state.pause = continuation
                return false
            }
            if now { continuation.resume() }
        }
        timer.cancel()
    }

    /// The content changed (a release or a rollout was swapped in): every
    /// stream compares its screen with what its client has, and tells it
    /// only if the bytes differ.
    func contentChanged() {
        broadcast(.changed)
    }

    /// Tells every stream to end, and refuses new ones (a graceful stop).
    public func close() {
        let continuations = state.withLock { state in
            state.closed = true
            return state.streams.values.map(\.continuation)
        }
        for continuation in continuations { continuation.yield(.closing) }
    }

    private func remove(_ id: Int) {
        let continuation = state.withLock { state -> AsyncStream<Signal>.Continuation? in
            guard let removed = state.streams.removeValue(forKey: id) else { return nil }
            state.perClient[removed.client, default: 1] -= 1
            if state.perClient[removed.client] == 0 { state.perClient[removed.client] = nil }
            return removed.continuation
        }
        continuation?.finish()
    }

    private func broadcast(_ signal: Signal) {
        for continuation in state.withLock({ $0.streams.values.map(\.continuation) }) { continuation.yield(signal) }
    }

    /// Runs while any stream is open.
    private func watch() async {
        let clock = ContinuousClock()
        var known = (try? await versions()) ?? [:]
        var lastBeat = clock.now
        while true {
            await pause()
            let stop = state.withLock { state -> Bool in
                if state.streams.isEmpty {
                    state.watching = false
                    return true
                }
                return false
            }
            if stop { return }
            if let now = try? await versions(), now != known {
                known = now
                broadcast(.changed)
            }
            if clock.now - lastBeat >= limits.heartbeat {
                lastBeat = clock.now
                broadcast(.heartbeat)
            }
        }
    }
}

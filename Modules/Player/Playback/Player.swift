import PlayerContract
/// Plays a queue of tracks through an `AudioOutput`.
///
/// Playback starts with a single track at once (the `play` action carries
/// it); the rest of the queue arrives later and is merged without
/// interrupting what plays. Failures of the output stop playback with a
/// message, never the client.
public actor Player {
    private let output: any AudioOutput
    private var queue: [PlayableTrack] = []
    private var index: Int?
    private var status: PlaybackSnapshot.Status = .stopped
    private var message: String?
    private var queueState: PlaybackSnapshot.QueueState = .complete
    /// Counts `play` calls, so a queue that loads after a newer `play` is ignored.
    private var generation = 0

    public init(output: any AudioOutput) {
        self.output = output
    }

    /// The state after advancing past finished tracks and noticing output failures.
    public func snapshot() async -> PlaybackSnapshot {
        await tick()
        // `queue` is shared with the snapshot, not copied (copy-on-write), so a
        // 10,000-track queue costs nothing on each of the app's 100 ms ticks.
        return PlaybackSnapshot(status: status, queue: queue, index: index,
                                position: status == .stopped ? 0 : await output.position(), message: message,
                                queueState: queueState, expectedIndex: pendingStartIndex)
    }

    /// Starts `track` now as the only known track; `startIndex` is where it sits in the full queue.
    ///
    /// - Returns: this play's queue load: hand it to `loadQueue(_:for:)` or
    ///   `queueUnavailable(for:)` when the metadata arrives or fails, so a
    ///   late answer for an earlier `play` never replaces this queue.
    @discardableResult
    public func play(_ track: PlayableTrack, startIndex: Int) async -> QueueLoad {
        generation += 1
        queue = [track]
        index = 0
        pendingStartIndex = startIndex
        queueState = .loading
        await start(at: 0)
        return QueueLoad(generation: generation)
    }

    /// Where the start track sits in the queue that is still loading.
    private var pendingStartIndex: Int?

    /// Installs the queue `load` fetched, unless a newer `play` started since.
    public func loadQueue(_ tracks: [PlayableTrack], for load: QueueLoad) async {
        guard load.generation == generation else { return }
        await loadQueue(tracks)
    }

    /// The metadata of `load` could not be fetched: the start track plays on alone.
    public func queueUnavailable(for load: QueueLoad) {
        guard load.generation == generation, queueState == .loading else { return }
        queueState = .unavailable
        pendingStartIndex = nil
    }

    /// Installs the full queue, keeping the current track and its position.
    public func loadQueue(_ tracks: [PlayableTrack]) async {
        queueState = .complete
        guard !tracks.isEmpty else {
            pendingStartIndex = nil
            return
        }
        let current = index.flatMap { queue.indices.contains($0) ? queue[$0] : nil }
        var newIndex = 0
        if let current {
            if let expected = pendingStartIndex, tracks.indices.contains(expected), tracks[expected].id == current.id {
                newIndex = expected
            } else if let found = tracks.firstIndex(where: { $0.id == current.id }) {
                newIndex = found
            } else {
                // The current track is not in the list: keep it first, then the rest.
                queue = [current] + tracks
                index = 0
                pendingStartIndex = nil
                return
            }
        }
        queue = tracks
        index = newIndex
        pendingStartIndex = nil
    }

    public func togglePause() async {
        switch status {
        case .playing:
            await output.pause()
            status = .paused
        case .paused:
            do throws(PlaybackError) {
                try await output.resume()
                status = .playing
            } catch {
                await fail(error)
            }
        case .stopped:
            if index != nil { await start(at: 0) }
        }
    }

    /// The next track; at the end of the queue playback stops.
    public func next() async {
        guard let current = index else { return }
        if current + 1 < queue.count {
            index = current + 1
            await start(at: 0)
        } else {
            await output.stop()
            status = .stopped
        }
    }

    /// Restarts the track when more than 3 seconds in; otherwise the previous track (or the first again).
    public func previous() async {
        guard let current = index else { return }
        if await output.position() > 3 || current == 0 {
            await start(at: 0)
        } else {
            index = current - 1
            await start(at: 0)
        }
    }

    /// Plays the track at `position` in the queue from its start, if it is
    /// still the track with `id` (the queue may have loaded since the user
    /// saw it there; then the track is looked up by id).
    /// - Returns: false when the track is no longer in the queue.
    @discardableResult
    public func jump(to position: Int, trackID id: String) async -> Bool {
        let target: Int
        if queue.indices.contains(position), queue[position].id == id {
            target = position
        } else if let found = queue.firstIndex(where: { $0.id == id }) {
            target = found
        } else {
            return false
        }
        index = target
        await start(at: 0)
        return true
    }

    /// Jumps within the current track, clamped to its length.
    public func seek(to seconds: Double) async {
        guard let track = index.flatMap({ queue.indices.contains($0) ? queue[$0] : nil }) else { return }
        let wasPaused = status == .paused
        await start(at: min(max(0, seconds), track.duration))
        if wasPaused { await togglePause() }
    }

    public func stop() async {
        await output.stop()
        status = .stopped
    }

    private func start(at position: Double) async {
        guard let index, queue.indices.contains(index) else { return }
        message = nil
        do throws(PlaybackError) {
            try await output.start(queue[index], at: position)
            status = .playing
        } catch {
            await fail(error)
        }
    }

    private func fail(_ error: PlaybackError) async {
        await output.stop()
        status = .stopped
        message = "Playback stopped: \(error)"
    }

    /// Moves to the next track when the current one has finished.
    private func tick() async {
        if status != .stopped, let failure = await output.failure() {
            await fail(failure)
            return
        }
        guard status == .playing, let current = index, queue.indices.contains(current) else { return }
        if await output.position() >= queue[current].duration {
            await next()
        }
    }
}

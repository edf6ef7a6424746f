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

    public init(output: any AudioOutput) {
        self.output = output
    }

    /// The state after advancing past finished tracks and noticing output failures.
    public func snapshot() async -> PlaybackSnapshot {
        await tick()
        return PlaybackSnapshot(status: status, queue: queue, index: index,
                                position: status == .stopped ? 0 : await output.position(), message: message)
    }

    /// Starts `track` now as the only known track; `startIndex` is where it sits in the full queue.
    public func play(_ track: PlayableTrack, startIndex: Int) async {
        queue = [track]
        index = 0
        pendingStartIndex = startIndex
        await start(at: 0)
    }

    /// Where the start track sits in the queue that is still loading.
    private var pendingStartIndex: Int?

    /// Installs the full queue, keeping the current track and its position.
    public func loadQueue(_ tracks: [PlayableTrack]) async {
        guard !tracks.isEmpty else { return }
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

import Player
import Testing

/// The player's side of the queue view: whether the queue is still
/// loading, answers that arrive after a newer `play`, and jumps to a track
/// the user saw in the view.
@Suite("Queue loading and jumps")
struct QueueLoadTests {
    @Test func loadingUntilTheMetadataArrivesOrFails() async {
        let player = Player(output: ClockOutput(time: ManualTime()))
        #expect(await player.snapshot().queueState == .complete)
        let load = await player.play(track(5), startIndex: 4)
        let loading = await player.snapshot()
        #expect(loading.queueState == .loading)
        #expect(loading.expectedIndex == 4)
        await player.loadQueue((1...10).map { track($0) }, for: load)
        let loaded = await player.snapshot()
        #expect(loaded.queueState == .complete)
        #expect(loaded.expectedIndex == nil)
        #expect(loaded.index == 4)

        let failing = await player.play(track(1), startIndex: 0)
        await player.queueUnavailable(for: failing)
        let failed = await player.snapshot()
        #expect(failed.queueState == .unavailable)
        #expect(failed.queue == [track(1)])
        #expect(failed.status == .playing)
    }

    @Test func anEmptyTrackListEndsTheLoadWithTheStartTrackAlone() async {
        let player = Player(output: ClockOutput(time: ManualTime()))
        let load = await player.play(track(3), startIndex: 2)
        await player.loadQueue([], for: load)
        let snapshot = await player.snapshot()
        #expect(snapshot.queueState == .complete)
        #expect(snapshot.queue == [track(3)])
        #expect(snapshot.expectedIndex == nil)
    }

    @Test func aLateAnswerForAnEarlierPlayIsDropped() async {
        let player = Player(output: ClockOutput(time: ManualTime()))
        let first = await player.play(track(1), startIndex: 0)
        let second = await player.play(track(50), startIndex: 0)
        await player.loadQueue((1...3).map { track($0) }, for: first)
        await player.queueUnavailable(for: first)
        let snapshot = await player.snapshot()
        #expect(snapshot.queue == [track(50)], "the first album's tracks never replace the second's")
        #expect(snapshot.queueState == .loading)
        await player.loadQueue((50...52).map { track($0) }, for: second)
        #expect(await player.snapshot().queue.map(\.id) == ["t50", "t51", "t52"])
        // A failure reported after the queue loaded changes nothing.
        await player.queueUnavailable(for: second)
        #expect(await player.snapshot().queueState == .complete)
    }

    @Test func jumpPlaysTheTrackSeenEvenWhenTheQueueMovedUnderIt() async {
        let time = ManualTime()
        let player = Player(output: ClockOutput(time: time))
        let tracks = (1...10_000).map { track($0) }
        let load = await player.play(tracks[4_999], startIndex: 4_999)
        await player.loadQueue(tracks, for: load)
        time.advance(20)

        #expect(await player.jump(to: 5_002, trackID: "t5003"))
        var snapshot = await player.snapshot()
        #expect(snapshot.index == 5_002)
        #expect(snapshot.position == 0)
        #expect(snapshot.status == .playing)

        // Seen at index 0 while only the start track was known: found by id in the whole queue.
        #expect(await player.jump(to: 0, trackID: "t5000"))
        snapshot = await player.snapshot()
        #expect(snapshot.index == 4_999)

        // A track that left the queue (a new play) changes nothing.
        #expect(!(await player.jump(to: 3, trackID: "t-gone")))
        #expect(!(await player.jump(to: -1, trackID: "t-gone")))
        #expect(await player.snapshot().index == 4_999)
    }

    @Test func jumpFromAPausedTrackPlays() async {
        let player = Player(output: ClockOutput(time: ManualTime()))
        await player.play(track(1), startIndex: 0)
        await player.loadQueue((1...3).map { track($0) })
        await player.togglePause()
        #expect(await player.jump(to: 2, trackID: "t3"))
        let snapshot = await player.snapshot()
        #expect(snapshot.status == .playing)
        #expect(snapshot.index == 2)
    }
}

import Player
import Testing

@Suite("Player queue and clock")
struct PlayerQueueTests {
    func player(_ count: Int, time: ManualTime = ManualTime(), duration: Double = 100) async -> Player {
        let player = Player(output: ClockOutput(time: time))
        await player.play(track(1, duration: duration), startIndex: 0)
        await player.loadQueue((1...count).map { track($0, duration: duration) })
        return player
    }

    @Test func nextAndPreviousAtTheEnds() async {
        let time = ManualTime()
        let player = await player(3, time: time)
        await player.previous()
        #expect(await player.snapshot().index == 0)
        await player.next()
        await player.next()
        #expect(await player.snapshot().index == 2)
        await player.next()
        let end = await player.snapshot()
        #expect(end.status == .stopped)
        #expect(end.index == 2)
        // Previous within the first 3 seconds goes back; later it restarts the track.
        await player.togglePause()
        time.advance(1)
        await player.previous()
        #expect(await player.snapshot().index == 1)
        time.advance(10)
        await player.previous()
        let restarted = await player.snapshot()
        #expect(restarted.index == 1)
        #expect(restarted.position == 0)
    }

    @Test func positionFollowsTheClockPauseAndSeek() async {
        let time = ManualTime()
        let player = await player(2, time: time)
        time.advance(12.5)
        #expect(await player.snapshot().position == 12.5)
        await player.togglePause()
        time.advance(30)
        let paused = await player.snapshot()
        #expect(paused.status == .paused)
        #expect(paused.position == 12.5)
        await player.togglePause()
        time.advance(2)
        #expect(await player.snapshot().position == 14.5)
        await player.seek(to: 50)
        #expect(await player.snapshot().position == 50)
        // Seeking to (or past) the end finishes the track: the next one starts.
        await player.seek(to: 500)
        let next = await player.snapshot()
        #expect(next.index == 1)
        #expect(next.position == 0)
        time.advance(4)
        await player.seek(to: -5)
        #expect(await player.snapshot().position == 0)
    }

    @Test func finishedTracksAdvanceByThemselves() async {
        let time = ManualTime()
        let player = await player(2, time: time, duration: 10)
        time.advance(10.5)
        let second = await player.snapshot()
        #expect(second.index == 1)
        #expect(second.position == 0)
        time.advance(11)
        #expect(await player.snapshot().status == .stopped)
    }

    @Test func tenThousandTracks() async {
        let time = ManualTime()
        let tracks = (1...10_000).map { track($0) }
        let player = Player(output: ClockOutput(time: time))
        await player.play(tracks[9_998], startIndex: 9_998)
        await player.loadQueue(tracks)
        let snapshot = await player.snapshot()
        #expect(snapshot.queue.count == 10_000)
        #expect(snapshot.index == 9_998)
        await player.next()
        await player.next()
        #expect(await player.snapshot().status == .stopped)
        #expect(await player.snapshot().index == 9_999)
    }
}

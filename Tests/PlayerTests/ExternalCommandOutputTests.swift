import Player
import SDUITesting
import Testing

/// The external output with real processes (no audio device is needed:
/// the commands here consume or ignore their input).
@Suite("External player command")
struct ExternalCommandOutputTests {
    func player(command: String, time: ManualTime) -> Player {
        Player(output: ExternalCommandOutput(command: command, time: time) { _ throws(PlaybackError) in nil })
    }

    @Test func missingCommandStopsWithAMessage() async {
        let player = player(command: "sdui-no-such-player --flag", time: ManualTime())
        await player.play(track(1), startIndex: 0)
        let snapshot = await player.snapshot()
        #expect(snapshot.status == .stopped)
        #expect(snapshot.message == "Playback stopped: cannot start 'sdui-no-such-player --flag': command not found")
    }

    @Test func commandThatExitsEarlyStopsPlayback() async {
        let time = ManualTime()
        let player = player(command: "false", time: time)
        await player.play(track(1), startIndex: 0)
        #expect(await eventually { await player.snapshot().status == .stopped })
        #expect(await player.snapshot().message == "Playback stopped: 'false' stopped early (exit status 1)")
    }

    @Test func runningCommandPlaysPausesAndStops() async {
        let time = ManualTime()
        let player = player(command: "sleep 30", time: time)
        await player.play(track(1), startIndex: 0)
        time.advance(3)
        let playing = await player.snapshot()
        #expect(playing.status == .playing)
        #expect(playing.message == nil)
        #expect(playing.position == 3)
        await player.togglePause()
        #expect(await player.snapshot().status == .paused)
        await player.togglePause()
        await player.stop()
        #expect(await player.snapshot().status == .stopped)
    }

    @Test func audioLoaderFailureIsReported() async {
        let player = Player(output: ExternalCommandOutput(command: "sleep 30", time: ManualTime()) { track throws(PlaybackError) in
            throw .audioUnavailable(trackID: track.id, reason: "HTTP 404")
        })
        await player.play(track(7), startIndex: 0)
        #expect(await player.snapshot().message == "Playback stopped: no audio for track t7: HTTP 404")
    }
}

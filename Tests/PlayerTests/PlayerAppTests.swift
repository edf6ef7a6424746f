import Foundation
import Player
import PlayerTerminal
import TerminalUI
import Testing

/// The player in the interactive app: a track's `play` action, the bar at
/// the bottom of every screen, and the player's keys while browsing. Keys
/// are scripted and paced (each waits for the previous one and all it
/// started), time moves only with the `~` test key: nothing sleeps.
@Suite("Player in the terminal app")
struct PlayerAppTests {
    /// The bar's line (below its rule, above the status line), or nil when no bar shows.
    static func bar(_ frame: [String]) -> String? {
        guard frame.count >= 3, frame[frame.count - 3].hasPrefix("────") else { return nil }
        return frame[frame.count - 2]
    }

    static func statusLine(_ frame: [String]) -> String { frame.last ?? "" }

    static func text(_ frame: [String]) -> String { frame.joined(separator: "\n") }

    /// The passing message drawn in a box above the bottom rows, unwrapped.
    static func message(_ frame: [String]) -> String {
        frame.filter { $0.contains("│") }
            .map { line in line.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.joined() }
            .joined(separator: " ")
    }

    @Test("Enter on a track plays it, with the bar at the bottom of the screen")
    func enterPlays() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.enter])
        #expect(frame.count == PlayerAppHarness.rows)
        #expect(frame[0].hasPrefix("Album"))
        #expect(Self.bar(frame) == "▶ Track 1 — Test                                                     0:00 / 1:40")
        #expect(Self.statusLine(frame).contains("p pause · < > track · [ ] 10 s · x stop"))
        let snapshot = await harness.player.snapshot()
        #expect(snapshot.status == .playing)
        #expect(snapshot.track?.id == "t1")
    }

    @Test("the bar stays while browsing to another screen, and p pauses there")
    func browseAndPause() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.enter, .character("j"), .enter, .play])
        #expect(frame[0].hasPrefix("‹ Other"))
        #expect(Self.bar(frame) == "❚❚ Track 1 — Test                                                    0:00 / 1:40")
        #expect(Self.statusLine(frame).contains("p play · < > track"))
        #expect(frame.contains("› ❚❚ Track 1 — Test                                                  0:00 / 1:40"),
                "the screen's own miniPlayer row shows the same, focused")
        #expect(await harness.player.snapshot().status == .paused)

        let resumed = try PlayerAppHarness()
        let again = await resumed.run(keys: [.enter, .character("j"), .enter, .play, .play])
        #expect(Self.bar(again)?.hasPrefix("▶ Track 1") == true)
        #expect(await resumed.player.snapshot().status == .playing)
    }

    @Test("the position on the bar advances with the clock; at a track's end the next one plays")
    func positionAdvances() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.enter, .timePasses])
        #expect(Self.bar(frame)?.hasSuffix("1:23 / 1:40") == true)

        let later = try PlayerAppHarness()
        let next = await later.run(keys: [.enter, .queueLoaded, .timePasses, .timePasses])
        #expect(Self.bar(next) == "▶ Track 2 — Test                                                     0:00 / 1:40")
    }

    @Test("> and < change the track once the queue has loaded")
    func nextAndPrevious() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.enter, .queueLoaded, .next])
        #expect(Self.bar(frame)?.hasPrefix("▶ Track 2 — Test") == true)
        #expect(await harness.player.snapshot().track?.id == "t2")

        let back = try PlayerAppHarness()
        let previous = await back.run(keys: [.enter, .queueLoaded, .next, .character("."), .previous])
        #expect(Self.bar(previous)?.hasPrefix("▶ Track 2 — Test") == true)
        #expect(await back.player.snapshot().index == 1)

        let end = try PlayerAppHarness()
        let last = await end.run(keys: [.enter, .queueLoaded, .next, .next, .next])
        #expect(Self.bar(last) == nil, "past the last track playback stops")
        #expect(Self.message(last) == PlayerAccessory.endOfQueue)
        #expect(await end.player.snapshot().status == .stopped)
    }

    @Test("] and [ seek 10 seconds, keeping a paused track paused")
    func seek() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.enter, .forward, .forward, .forward, .back])
        #expect(Self.bar(frame)?.hasSuffix("0:20 / 1:40") == true)

        let paused = try PlayerAppHarness()
        let still = await paused.run(keys: [.enter, .play, .forward])
        #expect(Self.bar(still)?.hasPrefix("❚❚") == true)
        #expect(Self.bar(still)?.hasSuffix("0:10 / 1:40") == true)
        #expect(await paused.player.snapshot().status == .paused)
    }

    @Test("x stops: the bar and its key reminder go away")
    func stop() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.enter, .character("j"), .enter, .stop])
        #expect(frame[0].hasPrefix("‹ Other"))
        #expect(Self.bar(frame) == nil)
        #expect(!Self.statusLine(frame).contains("p pause"))
        #expect(Self.message(frame) == PlayerAccessory.stopped)
        #expect(frame.contains("  ♪ Nothing is playing"))
        #expect(await harness.player.snapshot().status == .stopped)
    }

    @Test("player keys with nothing playing change nothing and say so")
    func nothingPlaying() async throws {
        for key in [Key.play, .next, .character(","), .forward, .back, .stop] {
            let harness = try PlayerAppHarness()
            let frame = await harness.run(keys: [key])
            #expect(frame[0].hasPrefix("Album"))
            #expect(Self.bar(frame) == nil)
            #expect(Self.message(frame) == PlayerAccessory.nothingPlaying, "after \(key)")
            #expect(await harness.player.snapshot() == .idle)
        }
    }

    @Test("an output that cannot start: no bar, and a message says why")
    func outputCannotStart() async throws {
        let harness = try PlayerAppHarness { time in
            ScriptedOutput(time: time, startError: .outputUnavailable(command: ScriptedOutput.command, reason: "command not found"))
        }
        let frame = await harness.run(keys: [.enter])
        #expect(Self.bar(frame) == nil)
        #expect(Self.message(frame) == "Playback stopped: cannot start 'mpv --no-video -': command not found")
        let snapshot = await harness.player.snapshot()
        #expect(snapshot.status == .stopped)
        #expect(snapshot.message == "Playback stopped: cannot start 'mpv --no-video -': command not found")
    }

    @Test("an output that exits early stops playback: the bar goes away with a message, the app keeps running")
    func outputExitsEarly() async throws {
        let harness = try PlayerAppHarness { time in ScriptedOutput(time: time, failsAt: 30) }
        let frame = await harness.run(keys: [.enter, .timePasses])
        #expect(Self.bar(frame) == nil)
        #expect(Self.message(frame) == "Playback stopped: 'mpv --no-video -' stopped early (exit status 1)")
        #expect(await harness.player.snapshot().status == .stopped)

        // The app still answers: browsing on works, and the player keys say nothing plays.
        let after = try PlayerAppHarness { time in ScriptedOutput(time: time, failsAt: 30) }
        let browsed = await after.run(keys: [.enter, .timePasses, .character("j"), .enter, .play])
        #expect(browsed[0].hasPrefix("‹ Other"))
        #expect(Self.message(browsed) == PlayerAccessory.nothingPlaying)
    }
}

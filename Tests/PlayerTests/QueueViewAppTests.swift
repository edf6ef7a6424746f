import Foundation
import Player
import PlayerTerminal
import TerminalUI
import Testing

/// The queue view (`u`) in the interactive app, on queues of 10,000 tracks:
/// which tracks it shows around the current one, following `>` and `<`,
/// while the metadata loads and when it fails, and when it goes away.
@Suite("Queue view in the terminal app")
struct QueueViewAppTests {
    static let longQueue = 10_000

    /// The rows below the now-playing bar (queue header, tracks, loading line), trailing spaces cut;
    /// empty when the view (or the bar) is hidden.
    static func queue(_ frame: [String]) -> [String] {
        guard let rule = barRule(frame) else { return [] }
        return frame[(rule + 2)..<(frame.count - 1)].map { $0.trimmingTrailingSpaces }
    }

    /// The now-playing bar's line, wherever the queue view puts it.
    static func bar(_ frame: [String]) -> String? {
        barRule(frame).map { frame[$0 + 1] }
    }

    /// The row of the bar's rule: a full-width rule followed by the ▶ or ❚❚ line, above the status line.
    static func barRule(_ frame: [String]) -> Int? {
        frame.indices.last { index in
            index + 1 < frame.count - 1 && frame[index].hasPrefix("────") && frame[index].allSatisfy { $0 == "─" }
                && (frame[index + 1].hasPrefix("▶ ") || frame[index + 1].hasPrefix("❚❚ "))
        }
    }

    /// A track row as the view draws it at 80 columns.
    static func row(_ key: Int, _ number: Int, mark: String = "") -> String {
        let padded = mark == "▶" ? "▶ " : mark.isEmpty ? "  " : mark
        let left = " \(key) \(padded)  Track \(number) — Test"
        return left + String(repeating: " ", count: PlayerAppHarness.columns - DisplayWidth.of(left) - 4) + "1:40"
    }

    static func header(_ position: String, keys: String = "1–7 play · u hide") -> String {
        let left = "Queue · \(position)"
        return left + String(repeating: " ", count: PlayerAppHarness.columns - left.count - keys.count) + keys
    }

    @Test("at the start of the queue: the current track on the first row, the six after it")
    func start() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue))
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue])
        #expect(Self.bar(frame)?.hasPrefix("▶ Track 1 — Test") == true, "the bar stays above the queue")
        #expect(Self.queue(frame) == [Self.header("1 of 10000"), Self.row(1, 1, mark: "▶")] + (2...7).map { Self.row($0, $0) })
    }

    @Test("in the middle: two tracks before the current one, four after")
    func middle() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 4_999)
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue])
        #expect(Self.bar(frame)?.hasPrefix("▶ Track 5000 — Test") == true)
        #expect(Self.queue(frame) == [
            Self.header("5000 of 10000"),
            Self.row(1, 4_998), Self.row(2, 4_999), Self.row(3, 5_000, mark: "▶"),
            Self.row(4, 5_001), Self.row(5, 5_002), Self.row(6, 5_003), Self.row(7, 5_004),
        ])
    }

    @Test("at the end: the last track on the last row, the six before it")
    func end() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 9_999)
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue])
        #expect(Self.queue(frame) == [Self.header("10000 of 10000")] + (1...6).map { Self.row($0, 9_993 + $0) }
            + [Self.row(7, 10_000, mark: "▶")])

        // One before the end: the window still ends with the last track.
        let almost = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 9_998)
        let second = await almost.run(keys: [.enter, .queueLoaded, .queue])
        #expect(Self.queue(second).last == Self.row(7, 10_000))
        #expect(Self.queue(second)[6] == Self.row(6, 9_999, mark: "▶"))
    }

    @Test("> and < move the mark, and the window once the current track is past the second row")
    func followsNextAndPrevious() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue))
        let one = await harness.run(keys: [.enter, .queueLoaded, .queue, .next])
        #expect(Self.queue(one)[0] == Self.header("2 of 10000"))
        #expect(Array(Self.queue(one)[1...3]) == [Self.row(1, 1), Self.row(2, 2, mark: "▶"), Self.row(3, 3)])

        let further = try PlayerAppHarness(trackList: .tracks(Self.longQueue))
        let four = await further.run(keys: [.enter, .queueLoaded, .queue, .next, .next, .next])
        #expect(Self.queue(four) == [Self.header("4 of 10000"), Self.row(1, 2), Self.row(2, 3), Self.row(3, 4, mark: "▶")]
            + (4...7).map { Self.row($0, $0 + 1) })

        let back = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 4_999)
        let before = await back.run(keys: [.enter, .queueLoaded, .queue, .previous])
        #expect(Self.queue(before)[0] == Self.header("4999 of 10000"))
        #expect(Self.queue(before)[3] == Self.row(3, 4_999, mark: "▶"))
        #expect(Self.queue(before)[1] == Self.row(1, 4_997))
    }

    @Test("paused, the current row shows ❚❚")
    func paused() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 4_999)
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue, .play])
        #expect(Self.queue(frame)[3] == Self.row(3, 5_000, mark: "❚❚"))
    }

    @Test("while the metadata loads: the start track only, 'n of …' and the loading line; then the whole window")
    func loading() async throws {
        let harness = try PlayerAppHarness(trackList: .held(Self.longQueue), startIndex: 4_999)
        let early = await harness.run(keys: [.enter, .queue])
        #expect(Self.queue(early) == [
            Self.header("5000 of …", keys: "u hide"),
            Self.row(1, 5_000, mark: "▶"),
            "    loading the rest of the queue…",
        ])
        #expect(await harness.player.snapshot().queueState == .loading)

        let later = await harness.run(keys: [.releaseTrackList, .queueLoaded])
        let rows = Self.queue(later)
        #expect(rows.first == Self.header("5000 of 10000"))
        #expect(rows.count == 8, "seven tracks and no loading line")
        #expect(rows[3] == Self.row(3, 5_000, mark: "▶"))
        #expect(!rows.contains("    loading the rest of the queue…"))
    }

    @Test("metadata that fails to load: the start track plays on, and the view says the rest could not load")
    func metadataFails() async throws {
        let harness = try PlayerAppHarness(trackList: .missing)
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue])
        #expect(Self.queue(frame) == [
            Self.header("1 of 1", keys: "u hide"),
            Self.row(1, 1, mark: "▶"),
            "    the rest of the queue could not load",
        ])
        #expect(await harness.player.snapshot().status == .playing)
    }

    @Test("u again hides the view and keeps the bar")
    func hidesOnTheKey() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue))
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue, .queue])
        #expect(Self.queue(frame).isEmpty)
        #expect(PlayerAppTests.bar(frame) == "▶ Track 1 — Test                                                     0:00 / 1:40")
    }

    @Test("stopping hides it: x, past the last track, an output that fails; playing again does not bring it back")
    func hidesOnStop() async throws {
        let stopped = try PlayerAppHarness(trackList: .tracks(Self.longQueue))
        let afterStop = await stopped.run(keys: [.enter, .queueLoaded, .queue, .stop])
        #expect(Self.bar(afterStop) == nil)
        #expect(Self.queue(afterStop).isEmpty)
        let replayed = await stopped.run(keys: [.enter])
        #expect(PlayerAppTests.bar(replayed)?.hasPrefix("▶ Track 1") == true, "the bar is back, without the queue")

        let ended = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 9_999)
        let afterEnd = await ended.run(keys: [.enter, .queueLoaded, .queue, .next])
        #expect(PlayerAppTests.message(afterEnd) == PlayerAccessory.endOfQueue)
        #expect(Self.queue(afterEnd).isEmpty)
        #expect(Self.bar(afterEnd) == nil)

        let failing = try PlayerAppHarness(output: { time in ScriptedOutput(time: time, failsAt: 30) },
                                           trackList: .tracks(Self.longQueue))
        let afterFailure = await failing.run(keys: [.enter, .queueLoaded, .queue, .timePasses])
        #expect(Self.queue(afterFailure).isEmpty)
        #expect(PlayerAppTests.message(afterFailure) == "Playback stopped: 'mpv --no-video -' stopped early (exit status 1)")
        let again = await failing.run(keys: [.enter])
        #expect(Self.queue(again).isEmpty, "the view does not come back by itself")
    }

    @Test("u with nothing playing says so and shows nothing")
    func nothingPlaying() async throws {
        let harness = try PlayerAppHarness()
        let frame = await harness.run(keys: [.queue])
        #expect(PlayerAppTests.message(frame) == PlayerAccessory.nothingPlaying)
        #expect(Self.bar(frame) == nil)
        let after = await harness.run(keys: [.enter])
        #expect(Self.queue(after).isEmpty, "a u pressed with nothing playing is not remembered")
    }

    @Test("1–7 play the track on that row while the view shows; otherwise they say how")
    func jumpKeys() async throws {
        let harness = try PlayerAppHarness(trackList: .tracks(Self.longQueue), startIndex: 4_999)
        let frame = await harness.run(keys: [.enter, .queueLoaded, .queue, .character("6")])
        #expect(Self.bar(frame)?.hasPrefix("▶ Track 5003 — Test") == true)
        #expect(await harness.player.snapshot().index == 5_002)
        #expect(Self.queue(frame)[3] == Self.row(3, 5_003, mark: "▶"), "the window follows the new track")

        let hidden = try PlayerAppHarness(trackList: .tracks(Self.longQueue))
        let refused = await hidden.run(keys: [.enter, .queueLoaded, .character("3")])
        #expect(PlayerAppTests.message(refused) == PlayerAccessory.queueHidden)
        #expect(await hidden.player.snapshot().index == 0)

        let short = try PlayerAppHarness(trackList: .tracks(3))
        let missing = await short.run(keys: [.enter, .queueLoaded, .queue, .character("7")])
        #expect(PlayerAppTests.message(missing) == PlayerAccessory.noSuchRow(7))
        #expect(await short.player.snapshot().index == 0)
        #expect(Self.queue(missing) == [Self.header("1 of 3", keys: "1–3 play · u hide"), Self.row(1, 1, mark: "▶"),
                                        Self.row(2, 2), Self.row(3, 3)])

        let nothing = try PlayerAppHarness()
        let idle = await nothing.run(keys: [.character("1")])
        #expect(PlayerAppTests.message(idle) == PlayerAccessory.nothingPlaying)
    }
}

import Player
import Testing

/// The player's keys in the plain client (`--plain`): typed as a line of one character.
@Suite("Player in plain mode")
struct PlainPlayerTests {
    @Test("a track row plays by number; p pauses and plays again, x stops; help lists the player's keys")
    func playerKeys() async throws {
        let harness = try PlayerAppHarness()
        let printed = await harness.runPlain(lines: ["1", "@", "p"])
        #expect(printed.contains { $0.hasPrefix("1. Track 1") && $0.hasSuffix(", button") }, "\(printed)")
        #expect(await harness.player.snapshot().status == .paused)

        let resumed = try PlayerAppHarness()
        _ = await resumed.runPlain(lines: ["1", "@", "p", "p"])
        #expect(await resumed.player.snapshot().status == .playing)

        let stopped = try PlayerAppHarness()
        _ = await stopped.runPlain(lines: ["1", "@", "x"])
        #expect(await stopped.player.snapshot().status == .stopped)

        let help = try PlayerAppHarness()
        let lines = await help.runPlain(lines: ["h"])
        #expect(lines.contains { $0.hasPrefix("p: play or pause") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("q:") }, "the client's own letters stay its own")
    }
}

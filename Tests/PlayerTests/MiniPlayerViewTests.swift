import JSON
import Player
import PlayerTerminal
import SDUI
import TerminalUI
import Testing

/// The mini-player as drawn: the `miniPlayer` row on a screen and the bar
/// at the bottom, playing and paused, on a clock the test moves.
@Suite("Mini-player drawing")
struct MiniPlayerViewTests {
    static let screen = #"""
        {"id": "mini", "title": "Now", "sections": [{"id": "main", "components": [{"type": "miniPlayer", "id": "mini"}]}]}
        """#

    /// A player on a manual clock with the feature installed, playing Track 1 (1:40) of three.
    struct Rig {
        let time = ManualTime()
        let player: Player
        let feature: PlayerTerminalLook
        let registry: FeatureRegistry
        let terminal: TerminalRegistry

        init() throws {
            player = Player(output: ClockOutput(time: time))
            feature = PlayerTerminalLook(player: player)
            var registry = FeatureRegistry()
            try registry.install(PlayerFeature(player: player))
            self.registry = registry
            var terminal = TerminalRegistry.core
            try terminal.install(feature)
            self.terminal = terminal
        }

        func start() async {
            await player.play(track(1), startIndex: 0)
            await player.loadQueue((1...3).map { track($0) })
        }

        /// The bar's rows at `width` after the app's refresh.
        func bar(width: Int) async -> [String] {
            let update = await feature.accessory.refresh()
            return update.footer?.lines(width: width, theme: .standard).map(\.plainText) ?? []
        }

        /// The screen with the `miniPlayer` row, drawn at `width` after the app's refresh.
        func row(width: Int, focused: Bool = false) async throws -> [String] {
            _ = await feature.accessory.refresh()
            let decoded = try ScreenFactory(delegate: registry).makeScreen(from: Array(MiniPlayerViewTests.screen.utf8))
            var focus = FocusState.none
            if focused { focus.focusedID = "mini" }
            let document = ScreenRenderer(registry: terminal).render(decoded.value, state: ScreenState(), width: width,
                                                                     focus: focus)
            return document.body.map { $0.plainText.trimmingTrailingSpaces }
        }
    }

    @Test("the bar: a rule, then symbol, title, artist and position / length flush right")
    func barPlaying() async throws {
        let rig = try Rig()
        await rig.start()
        #expect(await rig.bar(width: 60) == [
            "────────────────────────────────────────────────────────────",
            "▶ Track 1 — Test                                 0:00 / 1:40",
        ])
        rig.time.advance(83.7)
        #expect(await rig.bar(width: 60)[1] == "▶ Track 1 — Test                                 1:23 / 1:40",
                "the position advances with the clock, in whole seconds played")
    }

    @Test("the bar when paused: ❚❚, and the position stands still")
    func barPaused() async throws {
        let rig = try Rig()
        await rig.start()
        rig.time.advance(65)
        await rig.player.togglePause()
        rig.time.advance(30)
        #expect(await rig.bar(width: 60) == [
            "────────────────────────────────────────────────────────────",
            "❚❚ Track 1 — Test                                1:05 / 1:40",
        ])
    }

    @Test("a long title is cut to fit; the time is kept")
    func barNarrow() async throws {
        let rig = try Rig()
        await rig.player.play(PlayableTrack(id: "long", title: "Brandenburg Concerto No. 3 in G major: I. Allegro",
                                            subtitle: "Academy of Ancient Music", duration: 344), startIndex: 0)
        #expect(await rig.bar(width: 40)[1] == "▶ Brandenburg Concerto No. … 0:00 / 5:44")
    }

    @Test("no bar while nothing plays, nor after stop")
    func noBar() async throws {
        let rig = try Rig()
        #expect(await rig.bar(width: 60).isEmpty)
        await rig.start()
        await rig.player.stop()
        #expect(await rig.bar(width: 60).isEmpty)
    }

    @Test("the miniPlayer row: playing, paused, nothing playing; Enter on it plays or pauses")
    func row() async throws {
        let rig = try Rig()
        #expect(try await rig.row(width: 50) == ["  ♪ Nothing is playing"])
        await rig.start()
        rig.time.advance(12)
        #expect(try await rig.row(width: 50) == ["  ▶ Track 1 — Test                     0:12 / 1:40"])
        await rig.player.togglePause()
        #expect(try await rig.row(width: 50, focused: true) == ["› ❚❚ Track 1 — Test                    0:12 / 1:40"])
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var view = Substring(self)
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}

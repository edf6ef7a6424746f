import Foundation
import JSON
import Player
import PlayerTerminal
import SDUI
import SDUISession
import InteractiveTerminal
import TerminalUI

/// The interactive app with the Player feature installed, on an in-memory
/// server, driven by scripted keys; time moves only with the `~` key.
struct PlayerAppHarness {
    let time = ManualTime()
    let http = ScreensHTTPClient()
    let player: Player
    let registry: FeatureRegistry
    let terminal: TerminalRegistry
    let presenter = TerminalPresenter()
    let session: Session
    static let columns = 80
    static let rows = 24

    /// The album: two tracks that play from the queue `/v1/albums/demo/tracks`, and a way elsewhere.
    static let album = #"""
        {"id": "album", "title": "Album", "sections": [{"id": "main", "components": [
          {"type": "track", "id": "row1", "title": "Track 1", "subtitle": "Test", "duration": 100,
           "action": {"type": "play", "tracksMetadataURL": "/v1/albums/demo/tracks", "startIndex": 0,
                      "startTrack": {"id": "t1", "title": "Track 1", "subtitle": "Test", "duration": 100}}},
          {"type": "detailRow", "id": "elsewhere", "title": "Elsewhere", "primaryAction": {"type": "navigate", "destination": "other"}}
        ]}]}
        """#

    /// Another screen, with the mini-player where the server put it.
    static let other = #"""
        {"id": "other", "title": "Other", "sections": [{"id": "main", "components": [
          {"type": "text", "id": "intro", "paragraphs": ["Somewhere else"]},
          {"type": "miniPlayer", "id": "mini"}
        ]}]}
        """#

    /// The album's queue as the server answers it.
    enum TrackList {
        /// Tracks 1…count.
        case tracks(Int)
        /// Tracks 1…count, held back until the `!` test key.
        case held(Int)
        /// No such route: the metadata fails to load (HTTP 404).
        case missing
    }

    /// - Parameters:
    ///   - output: the speaker edge, on the harness's clock; a `ClockOutput` by default.
    ///   - trackList: the album's queue; three tracks by default.
    ///   - startIndex: the queue index of the album's track row (its `play` action's start track).
    init(output: (ManualTime) -> any AudioOutput = { ClockOutput(time: $0) }, trackList: TrackList = .tracks(3),
         startIndex: Int = 0) throws {
        player = Player(output: output(time))
        var registry = FeatureRegistry()
        try registry.install(PlayerFeature(player: player))
        var terminal = TerminalRegistry.core
        try terminal.install(PlayerTerminalLook(player: player))
        var hooks = TestHooks(time: time, player: player, http: http)
        if case .tracks(let count) = trackList { hooks.queueLength = count }
        if case .held(let count) = trackList { hooks.queueLength = count }
        terminal.add(accessory: hooks, owner: "PlayerTests")
        self.registry = registry
        self.terminal = terminal
        let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: ScreensHTTPClient.base, apiVersion: 1),
                            factory: ScreenFactory(delegate: registry), userAgent: "player-tests/1.0",
                            cache: MemoryScreenCache())
        session = Session(api: api, registry: registry, presenter: presenter)
        http.serve(screen: "album", startIndex == 0 ? Self.album : Self.album(startingAt: startIndex))
        http.serve(screen: "other", Self.other)
        switch trackList {
        case .tracks(let count):
            http.serve("/v1/albums/demo/tracks", body: trackListJSON((1...count).map { track($0) }))
        case .held(let count):
            http.serve("/v1/albums/demo/tracks", body: trackListJSON((1...count).map { track($0) }), held: true)
        case .missing:
            break
        }
    }

    /// The album with its track row starting the queue at `startIndex` (track `startIndex + 1`).
    static func album(startingAt startIndex: Int) -> String {
        album.replacingOccurrences(of: #""startIndex": 0"#, with: #""startIndex": \#(startIndex)"#)
            .replacingOccurrences(of: #""id": "t1", "title": "Track 1""#,
                                  with: #""id": "t\#(startIndex + 1)", "title": "Track \#(startIndex + 1)""#)
    }

    /// Runs the app from `path` with `keys`, each handed over once the one
    /// before and all it started have finished; returns the last frame.
    func run(from path: String = "album", keys: [Key]) async -> [String] {
        let app = TerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: terminal),
                              keys: ScriptedKeySource(keys), output: FixedSizeOutput(),
                              configuration: TerminalApp.Configuration(usesColor: false, tickInterval: nil, pacesKeys: true))
        return await app.run(start: .path(path)).lastFrame
    }
}

extension PlayerAppHarness {
    /// Runs the plain client (`--plain`) from `path` with `lines` typed one after the other;
    /// returns every line it printed.
    func runPlain(from path: String = "album", lines: [String]) async -> [String] {
        let app = PlainTerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: terminal),
                                   input: ScriptedLines(lines), output: FixedSizeOutput(), echo: nil)
        return await app.run(start: .path(path)).lines
    }
}

/// A terminal of a fixed size that keeps nothing: the tests read the app's last frame.
struct FixedSizeOutput: TerminalOutput {
    func write(_ text: String) {}
    func size() -> TerminalSize { TerminalSize(columns: PlayerAppHarness.columns, rows: PlayerAppHarness.rows) }
}

extension Key {
    static let play: Key = .character("p")
    static let next: Key = .character(">")
    static let previous: Key = .character("<")
    static let forward: Key = .character("]")
    static let back: Key = .character("[")
    static let stop: Key = .character("x")
    static let queue: Key = .character("u")
    /// Test hooks: the clock moves 83 s; wait for the queue; let a held track list go.
    static let timePasses: Key = .character("~")
    static let queueLoaded: Key = .character("@")
    static let releaseTrackList: Key = .character("!")
}

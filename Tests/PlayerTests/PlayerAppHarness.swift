import JSON
import Player
import SDUI
import SDUISession
import TerminalUI

/// The interactive app with the Player feature installed, on an in-memory
/// server, driven by scripted keys; time moves only with the `~` key.
struct PlayerAppHarness {
    let time = ManualTime()
    let http = ScreensHTTPClient()
    let player: Player
    let registry: FeatureRegistry
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

    /// - Parameter output: the speaker edge, on the harness's clock; a `ClockOutput` by default.
    init(output: (ManualTime) -> any AudioOutput = { ClockOutput(time: $0) }) throws {
        player = Player(output: output(time))
        var registry = FeatureRegistry()
        try TerminalRenderers.registerCore(into: &registry)
        try registry.install(PlayerFeature(player: player))
        registry.register(terminalAccessory: TestHooks(time: time, player: player), owner: "PlayerTests")
        self.registry = registry
        let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: ScreensHTTPClient.base),
                            factory: ScreenFactory(delegate: registry), userAgent: "player-tests/1.0",
                            cache: MemoryScreenCache())
        session = Session(api: api, registry: registry, presenter: presenter)
        http.serve(screen: "album", Self.album)
        http.serve(screen: "other", Self.other)
        http.serve("/v1/albums/demo/tracks", body: trackListJSON((1...3).map { track($0) }))
    }

    /// Runs the app from `path` with `keys`, each handed over once the one
    /// before and all it started have finished; returns the last frame.
    func run(from path: String = "album", keys: [Key]) async -> [String] {
        let app = TerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: registry),
                              keys: ScriptedKeySource(keys), output: FixedSizeOutput(),
                              configuration: TerminalApp.Configuration(usesColor: false, tickInterval: nil, pacesKeys: true))
        return await app.run(start: .path(path)).lastFrame
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
    /// Test hooks: the clock moves 83 s; wait for the queue.
    static let timePasses: Key = .character("~")
    static let queueLoaded: Key = .character("@")
}

import JSON
import SDUI
import SDUISession
import SDUITesting
import InteractiveTerminal
import TerminalUI

/// A terminal app on an in-memory server, driven by a list of keys.
struct AppHarness {
    let http = InMemoryHTTPClient(tagsEveryAnswer: true)
    let terminal: VirtualTerminal
    let registry: FeatureRegistry
    let terminalRegistry: TerminalRegistry
    let presenter: TerminalPresenter
    let session: Session

    /// The app over the two screens most tests walk: home, and the parcels its first row opens.
    static func homeAndParcels() throws -> AppHarness {
        let harness = try AppHarness()
        harness.serve("home", AppTests.home)
        harness.serve("parcels", AppTests.parcels)
        return harness
    }

    /// - Parameters:
    ///   - accessories: terminal accessories to register after the core renderers.
    ///   - registry: the client's features; the core's alone when nil.
    ///   - terminalRegistry: how they are drawn; the core renderers alone by default.
    ///   - desktop: where links and shared text go; none (shown only) by default.
    init(columns: Int = 80, rows: Int = 24, accessories: [any TerminalAccessory] = [], registry: FeatureRegistry? = nil,
         terminalRegistry: TerminalRegistry = .withTracks, desktop: DesktopHandoff? = nil) throws {
        presenter = TerminalPresenter(desktop: desktop)
        terminal = VirtualTerminal(columns: columns, rows: rows)
        let registry = try registry ?? Fixtures.registry()
        var terminal = terminalRegistry
        for accessory in accessories { terminal.add(accessory: accessory, owner: "AppHarness") }
        self.registry = registry
        self.terminalRegistry = terminal
        let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                            factory: ScreenFactory(delegate: registry), userAgent: "terminal-tests/1.0",
                            cache: MemoryScreenCache())
        session = Session(api: api, registry: registry, presenter: presenter)
    }

    /// Serves a screen at `path`.
    func serve(_ path: String, _ json: String) {
        http.route(InMemoryHTTPClient.screenURL(path), json: json)
    }

    /// A "delivery" screen whose one button asks the server's question "When?",
    /// a choice of Morning (`am`) or Evening (`pm`), sent to `when/set` as `slot`.
    func serveChoiceQuestion(doneMessage: String? = nil) {
        serve("delivery", Fixtures.screen(title: "Delivery", #"""
            {"type": "button", "id": "when", "label": "Choose a time", "action": {"type": "command", "url": "/v1/commands/when"}}
            """#))
        http.route(InMemoryHTTPClient.commandURL("when"), json: #"""
            {"type": "requestInput", "prompt": "When?", "input": {"kind": "choice", "options": [{"title": "Morning", "value": "am"}, {"title": "Evening", "value": "pm"}]},
             "submit": {"url": "/v1/commands/when/set", "answerKey": "slot"}}
            """#)
        let message = doneMessage.map { #", "message": "\#($0)""# } ?? ""
        http.route(InMemoryHTTPClient.commandURL("when/set"), json: #"{"type": "done"\#(message)}"#)
    }

    /// Runs the app from `path`, feeds `keys` one at a time (each after the
    /// previous one and what it started finished), and returns when input ends.
    @discardableResult
    func run(from path: String = "home", keys: [Key], suspend: (@Sendable () async -> Void)? = nil,
             inspect: ElementInspector? = nil) async -> TerminalApp.Outcome {
        let app = TerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: terminalRegistry),
                              keys: ScriptedKeySource(keys), output: terminal,
                              configuration: TerminalApp.Configuration(usesColor: false, tickInterval: nil, pacesKeys: true,
                                                                       suspend: suspend, inspect: inspect))
        return await app.run(start: .path(path))
    }
}

extension AppHarness {
    /// Runs the plain client (`--plain`) from `path` with `lines` typed one after the other,
    /// and returns every line it printed.
    func runPlain(from path: String = "home", lines: [String], texts: UITexts = .english) async -> [String] {
        let app = PlainTerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: terminalRegistry, texts: texts),
                                   input: ScriptedLines(lines), output: terminal, echo: nil)
        return await app.run(start: .path(path)).lines
    }
}

extension Array where Element == Key {
    static func typing(_ text: String) -> [Key] { ScriptedKeySource.typing(text) }
}

import CurlTransport
import Favourites
import FlowScript
import Foundation
import Login
import Player
import PlayerTerminal
import ScanBarcode
import ScanBarcodeTerminal
import SDUI
import SDUISession
import SDUITesting
import TerminalUI

/// Runs flow scripts the way `sdui run` does (libcurl, the terminal
/// renderers, the same features) against the real server (`LiveServer`: an
/// ephemeral loopback port and a fresh in-memory database).
enum FlowServer {
    static let flows = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Flows")

    /// The client's features: the list in `Targets/sdui/Features.swift`, without analytics,
    /// with the login token kept in memory.
    static func registries(server: WebURL) throws -> (features: FeatureRegistry, terminal: TerminalRegistry) {
        var registry = FeatureRegistry()
        var terminal = TerminalRegistry.core
        try registry.install(ScanBarcodeFeature())
        try terminal.install(ScanBarcodeTerminalLook())
        let player = Player(output: ClockOutput())
        try registry.install(PlayerFeature(player: player))
        try terminal.install(PlayerTerminalLook(player: player))
        try registry.install(FavouritesFeature())
        try registry.install(LoginFeature(store: TokenStore(filePath: nil), server: server))
        return (registry, terminal)
    }

    static let authentication = AuthenticationRoute(screen: "login", signInActions: [LoginAction.typeName])

    /// Runs `Flows/<name>.sdui` at API `version`; returns the report and everything it printed.
    /// - Parameter before: runs first against the same server (another client's visit), given its base URL.
    static func run(_ name: String, apiVersion: Int = 2,
                    before: @Sendable (_ baseURL: String) async throws -> Void = { _ in }) async throws -> (ScriptReport, String) {
        let text = try String(contentsOf: flows.appendingPathComponent("\(name).sdui"), encoding: .utf8)
        let lines = try ScriptParser.parse(text, source: "\(name).sdui")
        return try await LiveServer.run(label: "sdui-flow-test") { base in
            try await before(base)
            let endpoint = try ServerEndpoint(baseURL: base, apiVersion: apiVersion)
            let (registry, terminal) = try registries(server: endpoint.apiRoot)
            // An install id of its own, as `sdui run` sends: its favourites are nobody else's.
            let api = APIClient(http: CurlHTTPClient(), endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                                decorators: registry.requestDecorators + [InstallIDDecorator(InstallID.random())],
                                userAgent: "sdui-flow-tests/1.0")
            let presenter = ScriptPresenter()
            let session = Session(api: api, registry: registry, presenter: presenter, authentication: authentication)
            let runner = ScriptRunner(session: session, presenter: presenter, renderer: ScreenRenderer(registry: terminal))
            var output: [String] = []
            let report = await runner.run(lines) { output.append($0) }
            return (report, output.joined(separator: "\n"))
        }
    }
}

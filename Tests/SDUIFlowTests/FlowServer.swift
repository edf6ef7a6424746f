import CurlTransport
import FlowScript
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Login
import Player
import ScanBarcode
import SDUI
import SDUIServer
import SDUISession
import TerminalUI

/// Runs flow scripts the way `sdui run` does (libcurl, the terminal
/// renderers, the same features) against the real server, started on an
/// ephemeral loopback port with a fresh in-memory database.
enum FlowServer {
    static let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    static let repository = here.deletingLastPathComponent().deletingLastPathComponent()
    static let flows = here.appendingPathComponent("Flows")

    /// The client's features: the list in `Targets/sdui/Features.swift`, without analytics,
    /// with the login token kept in memory.
    static func registry(server: WebURL) throws -> FeatureRegistry {
        var registry = FeatureRegistry()
        try TerminalRenderers.registerCore(into: &registry)
        try registry.install(ScanBarcodeFeature())
        try registry.install(PlayerFeature(player: Player(output: ClockOutput())))
        try registry.install(LoginFeature(store: TokenStore(filePath: nil), server: server))
        return registry
    }

    static let authentication = AuthenticationRoute(screenPath: "login", signInActions: [LoginAction.typeName])

    /// Runs `Flows/<name>.sdui` at API `version`; returns the report and everything it printed.
    static func run(_ name: String, apiVersion: Int = 2) async throws -> (ScriptReport, String) {
        let text = try String(contentsOf: flows.appendingPathComponent("\(name).sdui"), encoding: .utf8)
        let lines = try ScriptParser.parse(text, source: "\(name).sdui")
        var logger = Logger(label: "sdui-flow-test")
        logger.logLevel = .critical
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, databasePath: ":memory:",
                                                contentDirectory: repository.appendingPathComponent("Content").path)
        let app = try SDUIServerApp.makeApplication(configuration: configuration, logger: logger)
        return try await app.test(.live) { client in
            guard let port = client.port else { throw FlowFailure("the test server has no port") }
            let endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:\(port)", apiVersion: apiVersion)
            let registry = try registry(server: endpoint.base)
            let api = APIClient(http: CurlHTTPClient(), endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                                decorators: registry.requestDecorators, userAgent: "sdui-flow-tests/1.0")
            let presenter = ScriptPresenter()
            let session = Session(api: api, registry: registry, presenter: presenter, authentication: authentication)
            let runner = ScriptRunner(session: session, presenter: presenter, renderer: ScreenRenderer(registry: registry))
            var output: [String] = []
            let report = await runner.run(lines) { output.append($0) }
            return (report, output.joined(separator: "\n"))
        }
    }
}

struct FlowFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

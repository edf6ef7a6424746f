import Analytics
import CurlTransport
import Login
import Player
import ScanBarcode
import SDUI
import SDUISession
import TerminalUI

/// What `sdui` can show and run, in one list: remove a line and that
/// feature is gone from this client (the server then sends fallbacks, or
/// the elements are dropped with a diagnostic), and nothing else changes.
enum Features {
    static func registry(options: FeatureOptions, http: CurlHTTPClient?, endpoint: ServerEndpoint?) throws -> FeatureRegistry {
        var registry = FeatureRegistry()
        // Every core component, drawn by the terminal renderers.
        try TerminalRenderers.registerCore(into: &registry)
        // barcodeInput and scanBarcode: a typed code, a hand-held scanner, or an image file.
        try registry.install(ScanBarcodeFeature())
        // play, playerControl and miniPlayer, around one player whose clock runs in real time;
        // in `sdui open`, its now-playing bar and keys (PlayerAccessory) on every screen.
        try registry.install(PlayerFeature(player: Player(output: ClockOutput())))
        // login and logout: credentials posted to this server only, the token kept in a 0600 file
        // ($SDUI_TOKEN_FILE, else ~/.local/state/sdui/login-token.json) and sent to this server's origin only.
        if let endpoint {
            // Scripts (`sdui run`) keep their token in memory, so a flow never replaces the user's login.
            let store = TokenStore(filePath: options.keepsLogin ? TokenStore.defaultFilePath() : nil)
            try registry.install(LoginFeature(store: store, server: endpoint.base))
        } else {
            // Offline commands (render, validate) decode the actions but never log in.
            try registry.register(action: LoginAction.self, owner: "Login")
            try registry.register(action: LogoutAction.self, owner: "Login")
        }
        // Analytics: observes the session; off with --no-analytics or SDUI_NO_ANALYTICS=1.
        if options.analytics, let http, let endpoint {
            let settings = AnalyticsSettings.resolve()
            let configuration = AnalyticsConfiguration(
                queuePath: AnalyticsConfiguration.defaultQueuePath(),
                ingestURL: AnalyticsConfiguration.ingestURL(serverBase: endpoint.base.description, apiVersion: endpoint.apiVersion))
            try registry.install(try AnalyticsFeature(settings: settings, configuration: configuration, http: http))
        }
        return registry
    }
}

extension Features {
    /// A 401 opens the `login` screen; after `login` succeeds the session retries what was asked.
    /// Pass it to `Session(api:registry:presenter:authentication:)`.
    static let authentication = AuthenticationRoute(screenPath: "login", signInActions: [LoginAction.typeName])
}

/// Choices that change which features a command installs.
struct FeatureOptions {
    /// Record and send analytics (interactive use and flows, not render or validate).
    var analytics: Bool
    /// A person is at the keyboard.
    var interactive: Bool
    /// Keep the login token in the user's token file (`open`, `widget`).
    var keepsLogin = true
}

import Analytics
import CurlTransport
import Favourites
import KeepOffline
import LoginContract
import Login
import Player
import PlayerTerminal
import ScanBarcode
import ScanBarcodeTerminal
import SDUI
import SDUISession
import TerminalUI

/// What `sdui` can show and run, in one list: remove a line and that
/// feature is gone from this client (the server then sends fallbacks, or
/// the elements are dropped with a diagnostic), and nothing else changes.
enum Features {
    /// What the features decode and run, and how the terminal draws them.
    struct Registries {
        var features = FeatureRegistry()
        /// Every core component, drawn by the terminal renderers, and the features' looks.
        var terminal = TerminalRegistry.core
    }

    /// - Parameter shelf: where kept screens go (`sdui open`, `run`); without one the
    ///   keepOffline actions are decoded but not run (render, validate, schema).
    static func registries(options: FeatureOptions, http: CurlHTTPClient?, endpoint: ServerEndpoint?, installID: InstallID? = nil,
                           shelf: OfflineShelf? = nil) throws -> Registries {
        var both = Registries()
        // barcodeInput and scanBarcode: a typed code, a hand-held scanner, or an image file;
        // the barcodeInput row in the terminal.
        try both.features.install(ScanBarcodeFeature())
        try both.terminal.install(ScanBarcodeTerminalLook())
        // play and playerControl, around one player: through the clock (no sound), or in
        // `sdui open` the command of --player-command / SDUI_PLAYER_COMMAND (PlayerOutputChoice);
        // in the terminal, the miniPlayer row and, in `sdui open`, the now-playing bar, queue view
        // and keys (PlayerAccessory) on every screen.
        let output = options.playerOutput.makeOutput(loadAudio: audioLoader(http: http, endpoint: endpoint))
        let player = Player(output: output)
        try both.features.install(PlayerFeature(player: player))
        try both.terminal.install(PlayerTerminalLook(player: player))
        // The favourite heart (component id "favourite") fills at once and is put back if the
        // server refuses: a local override of a server element, with no type of its own.
        try both.features.install(FavouritesFeature())
        // keepOffline and removeOffline: a screen and its pictures pinned in the screen cache
        // (screens.sqlite), under 20 screens and 32 MiB; the offline page lists them first.
        if let shelf {
            try both.features.install(KeepOfflineFeature(shelf: shelf))
        } else {
            try KeepOfflineWireTypes.all.register(into: &both.features)
        }
        // login and logout: credentials posted to this server only, the token kept in a 0600 file
        // ($SDUI_TOKEN_FILE, else ~/.local/state/sdui/login-token.json) and sent to this server's origin only.
        if let endpoint {
            // Scripts (`sdui run`) keep their token in memory, so a flow never replaces the user's login.
            let store = TokenStore(filePath: options.keepsLogin ? TokenStore.defaultFilePath() : nil)
            try both.features.install(LoginFeature(store: store, server: endpoint.apiRoot))
        } else {
            // Offline commands (render, validate) decode the actions but never log in.
            try LoginWireTypes.all.register(into: &both.features)
        }
        // Analytics: observes the session; off with --no-analytics or SDUI_NO_ANALYTICS=1.
        if options.analytics, let http, let endpoint {
            let settings = AnalyticsSettings.resolve()
            let configuration = AnalyticsConfiguration(
                queuePath: AnalyticsConfiguration.defaultQueuePath(),
                ingestURL: AnalyticsConfiguration.ingestURL(serverBase: endpoint.base.description, apiVersion: endpoint.apiVersion),
                // The server files each event under the install, for experiments' reports.
                headers: installID.map { [(name: InstallID.headerName, value: $0.value)] } ?? [])
            try both.features.install(try AnalyticsFeature(settings: settings, configuration: configuration, http: http))
        }
        // Pictures this app ships by name (`asset:event-banner-1`), drawn without a download.
        try DemoPictures.register(into: &both.terminal)
        // Every component decoded here is drawn: a type without a renderer stops the client, named.
        try both.terminal.requireRenderers(for: both.features)
        return both
    }
}

extension Features {
    /// A track's `audioURL`, fetched from this server (or any address a client may contact);
    /// without a server, or for a track without one, a player command gets the stand-in tone.
    static func audioLoader(http: CurlHTTPClient?, endpoint: ServerEndpoint?) -> ExternalCommandOutput.AudioLoader {
        guard let http, let endpoint else { return { _ throws(PlaybackError) in nil } }
        return TrackAudio.loader(http: http) { reference in
            guard let url = try? endpoint.resolve(reference), url.isSafeToContact else { return nil }
            return url.description
        }
    }

    /// A 401 opens the `login` screen; after `login` succeeds the session retries what was asked.
    /// Pass it to `Session(api:registry:presenter:authentication:)`.
    static let authentication = AuthenticationRoute(screen: LoginRoutes.form.path, signInActions: [LoginAction.typeName])
}

/// Choices that change which features a command installs.
struct FeatureOptions {
    /// Record and send analytics (interactive use and flows, not render or validate).
    var analytics: Bool
    /// A person is at the keyboard.
    var interactive: Bool
    /// Keep the login token in the user's token file (`open`, `widget`).
    var keepsLogin = true
    /// What the player plays through: the clock unless `sdui open` was given a player command.
    var playerOutput: PlayerOutputChoice = .clock
}

import ArgumentParser
import ClientTracing
import CurlTransport
import Foundation
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore
import TerminalImages
import InteractiveTerminal
import KeepOffline
import TerminalUI

/// One client's parts, put together the same way for every command: the
/// feature registry, the libcurl transport, the API client and a session.
///
/// Screens are cached in SQLite (`StoreLocation.screenCachePath()`:
/// `$SDUI_DATA_DIR/screens.sqlite`, else under `$XDG_DATA_HOME/sdui` or
/// `~/.local/share/sdui`), so the last copy of a screen and the server's
/// offline page are there after a restart without network. A cache file
/// that cannot be used is reported on standard error and the client carries
/// on with a cache in memory (see `ClientScreenCache`).
struct Client {
    let registry: FeatureRegistry
    /// How the terminal draws the features' types.
    let terminal: TerminalRegistry
    let api: APIClient
    let http: CurlHTTPClient
    /// The client's own words, in the language it asks the server for.
    let texts: UITexts
    /// Screens kept for offline on request, and their pictures (`keepOffline`).
    let shelf: OfflineShelf
    /// What the terminal draws on (`--theme`), which picks a server theme's palette.
    var background = TerminalBackground.assumed
    /// How long one picture may take (`--picture-timeout`), far below a screen's.
    var pictureLimits = PictureTimeLimits.standard
    /// What every request carries (the login's token, the install id), pictures' too.
    private let decorators: [any RequestDecorator]
    private let language: ClientLanguage?
    private let endpoint: ServerEndpoint
    private let factory: ScreenFactory

    static let userAgent = "sdui/1.0 (terminal)"

    /// - Parameters:
    ///   - language: `--language`, which wins over the locale variables (`ClientLanguage.preferred`).
    ///   - tls: `--cacert` (else `SDUI_CA_BUNDLE` and curl's variables): the CA trusted for https, pictures' too.
    init(endpoint: ServerEndpoint, options: FeatureOptions, language: String? = nil, tls: TLSOptions) throws {
        let environment = ProcessInfo.processInfo.environment
        let chosen = ClientLanguage.preferred(option: language) { environment[$0] }
        if let language, !language.isEmpty, chosen == nil {
            throw ValidationError("--language: '\(language)' is not a language such as nl or nl-NL")
        }
        let http = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(userAgent: Self.userAgent, caFile: try tls.caFile()))
        let installID = InstallIDFile.load(environment: environment)
        let cache = ClientScreenCache.open(path: StoreLocation.screenCachePath(), report: Self.reportOnStandardError).cache
        let shelf = OfflineShelf(store: cache as? any KeptScreenStore)
        let registries = try Features.registries(options: options, http: http, endpoint: endpoint, installID: installID, shelf: shelf)
        let registry = registries.features
        self.http = http
        self.registry = registry
        self.shelf = shelf
        terminal = registries.terminal
        texts = UITexts(language: chosen?.language)
        decorators = registry.requestDecorators + [InstallIDDecorator(installID)]
        self.language = chosen
        self.endpoint = endpoint
        factory = ScreenFactory(delegate: registry)
        // Each exchange a span of the action that sent it, and with `--trace` the origins of the screens
        // that arrive, for the spans of their elements' actions (docs/tracing.md).
        let origins = (TraceScope.current.tracer as? DistributedClientTracer)?.origins
        api = APIClient(http: TracingHTTPClient(http, origins: origins), endpoint: endpoint, factory: factory,
                        decorators: decorators, userAgent: Self.userAgent, language: chosen, cache: cache)
        // Icons and pictures by name the terminal draws itself are not kept as pictures.
        let assets = registries.terminal.assets
        shelf.attach(api) { image in assets.pictureURLs(for: image).map { NamedPicture.name(in: $0.url) == nil } ?? false }
    }

    func session(presenter: any SessionPresenter) -> Session {
        Session(api: api, registry: registry, presenter: presenter, authentication: Features.authentication)
    }

    var renderer: ScreenRenderer { ScreenRenderer(registry: terminal, background: background, texts: texts) }

    /// The renderer with pictures drawn in `colors` (none: placeholders) or with `pixelProtocol`
    /// (`pictureStore`); failures go to `report` (the status line).
    func renderer(pictureColors colors: HalfBlocks.Colors?, pixelProtocol: PictureProtocol = .halfBlocks,
                  keeping maximumPictures: Int = PictureStore.defaultMaximumPictures,
                  report: @escaping @Sendable (String) async -> Void = { _ in })
        -> (renderer: ScreenRenderer, pictures: PictureStore?) {
        guard let store = pictureStore(colors: colors, pixelProtocol: pixelProtocol, keeping: maximumPictures, report: report) else {
            return (renderer, nil)
        }
        return (ScreenRenderer(registry: terminal, background: background, texts: texts, pictures: store), store)
    }

    /// Pictures drawn in `colors` (nil for none: placeholders) or with `pixelProtocol`, downloaded
    /// through this client's transport and kept on disk (`PictureFetcher`).
    func pictureStore(colors: HalfBlocks.Colors?, pixelProtocol: PictureProtocol = .halfBlocks,
                      keeping maximumPictures: Int = PictureStore.defaultMaximumPictures,
                      report: @escaping @Sendable (String) async -> Void) -> PictureStore? {
        guard let colors else { return nil }
        // A cache file that cannot be used is said where pictures' failures are (the status line while
        // the full-screen client runs), never written over the frame.
        let cache = PictureFetcher.openCache { message in Task { await report("Pictures: \(message)") } }
        let fetcher = PictureFetcher(api: pictureAPI, cache: cache, kept: shelf)
        return PictureStore(colors: colors, pixelProtocol: pixelProtocol, maximumPictures: maximumPictures,
                            assets: terminal.assets, report: report) { url in
            try await fetcher.fetch(url)
        }
    }

    /// The API client pictures are fetched through: the same transport, connections, headers and
    /// decorators as screens, under `pictureLimits` (5 s in all, at least 1 KiB a second over 2 s)
    /// instead of a screen's 30 s, and with no screen cache (pictures have their own).
    var pictureAPI: APIClient {
        var limits = http.configuration
        limits.totalTimeout = pictureLimits.total
        limits.connectTimeout = min(limits.connectTimeout, pictureLimits.total)
        limits.lowSpeedLimit = pictureLimits.lowSpeedBytesPerSecond
        limits.lowSpeedTime = pictureLimits.lowSpeedSeconds
        return APIClient(http: http.limited(to: limits), endpoint: endpoint, factory: factory,
                         decorators: decorators, userAgent: Self.userAgent, language: language)
    }

    /// Store problems are worth a line on standard error, never a failed command.
    @Sendable static func reportOnStandardError(_ line: String) {
        FileHandle.standardError.write(Data("sdui: \(line)\n".utf8))
    }
}

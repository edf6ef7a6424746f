import ArgumentParser
import CurlTransport
import Foundation
import InteractiveTerminal
import SDUI
import SDUISession
import TerminalUI

/// `sdui preview FILE`: a screen file drawn live while its author edits it.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a screen file and draw it again each time it is saved.",
        discussion: """
            Shows FILE as `sdui open` shows a screen, with every diagnostic (JSON path and reason) \
            listed under it, and redraws it whenever the file is saved (inotify on its folder, so \
            editors that save by renaming work too). Only what changed is drawn again; the focus and \
            the scroll position stay where they were. A save that cannot be shown (not JSON, not a \
            screen) keeps the last good version on screen and says what is wrong and where.

            With --server, the file goes through that server first (it must run with --preview): \
            the screen is what a client of this API version and these features receives from it, \
            templates expanded and expressions resolved for old versions, unknown types replaced \
            by their fallbacks. Links and commands on the screen go to that server too.

            Example:
              sdui preview Content/screens/home.json
              sdui preview my-screen.json --server http://127.0.0.1:8080 --api-version 1   # sdui-server --preview
            """
    )

    /// The path the previewed screen is asked for; no server screen has it.
    static let screenPath: ScreenPath = "__preview"

    @Argument(help: "The screen file (JSON).")
    var file: String

    @Option(help: "A server for the screen's links and commands.")
    var server: String?

    @OptionGroup var tls: TLSOptions

    @Option(name: .customLong("api-version"), help: "The API version the screen is read as (default: the newest this client knows).")
    var apiVersion: Int = ContractVersion.newest

    @Option(help: "Colours: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    @Option(help: "Palette for a server theme: auto (ask the terminal, then COLORFGBG, else dark), light or dark.")
    var theme: ThemeChoice = .auto

    func run() async throws {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else { throw ValidationError("no file at \(url.path)") }
        let endpoint: ServerEndpoint
        do throws(LoadError) {
            endpoint = try ServerEndpoint(baseURL: server ?? ServerOptions.defaultServer, apiVersion: apiVersion)
        } catch {
            throw ValidationError("\(server ?? ServerOptions.defaultServer): \(error)")
        }
        let output = StandardOutput()
        guard output.isTerminal else {
            throw ValidationError("standard output is not a terminal; use `sdui render \(file)` or `sdui validate \(file)`")
        }
        let curl = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(userAgent: Client.userAgent, caFile: try tls.caFile()))
        let registries = try Features.registries(options: FeatureOptions(analytics: false, interactive: true),
                                                 http: curl, endpoint: endpoint)
        let registry = registries.features
        let screenURL = endpoint.screenURL(Self.screenPath)
        let http = FilePreviewHTTPClient(file: url, screenURL: screenURL, server: server == nil ? nil : curl,
                                         previewURL: server == nil ? nil : try? endpoint.resolve("preview/screen").description)
        let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: registry.requestDecorators, userAgent: Client.userAgent)
        let presenter = TerminalPresenter(desktop: DesktopHandoff())
        let session = Session(api: api, registry: registry, presenter: presenter, authentication: Features.authentication)
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(file: url) {
                Task {
                    // Back on the previewed screen's level only: a screen opened from it is not the file.
                    guard await session.stack.count == 1 else { return }
                    if case .failed(let reason) = await session.refresh() {
                        // The reason names the URL the file is served at; the author knows it as the file.
                        let said = reason.replacingOccurrences(of: screenURL, with: url.path)
                        await presenter.showAlert(title: "This save cannot be shown",
                                                  message: "\(said)\n\nThe last good version stays on screen.")
                    }
                }
            }
        } catch {
            throw ValidationError("\(error)")
        }
        let usesColor = color.usesColor(isTerminal: output.isTerminal, environment: TerminalUI.Environment.value)
        let mode = try TerminalMode.enterForCommand(output: output)
        defer { mode.restore() }
        let background = TerminalBackground.resolve(theme, usesColor: usesColor, environment: TerminalUI.Environment.value) {
            BackgroundQuery.ask(input: STDIN_FILENO, output: output)
        }
        let app = TerminalApp(session: session, presenter: presenter,
                              renderer: ScreenRenderer(registry: registries.terminal, background: background), output: output,
                              configuration: TerminalApp.Configuration(usesColor: usesColor, listsDiagnostics: true,
                                                                                       inspect: ScreenInspector(api: api, registry: registry).inspect,
                                                                                       impressions: .session(session)))
        await app.run(start: .path(Self.screenPath.description))
        withExtendedLifetime(watcher) {}
    }
}

import ArgumentParser
import Foundation
import Player
import SDUI
import SDUISession
import InteractiveTerminal
import TerminalImages
import TerminalUI

/// `sdui open`: the interactive client.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Browse a server's screens interactively.",
        discussion: """
            Opens the entry screen (`home`) of the server at URL and lets you browse it by keyboard. \
            Given a deep link instead (a URL with a path, such as \
            https://parcels.example/track/3SABC1234567), asks the server given by --server which \
            screen the link opens, as the clip does, and starts there; the server refuses links \
            it does not open, with its reason.


              ↑ ↓ or j k, Tab    move the focus through everything you can activate
              Enter              open, run, edit a field, flip a toggle (also Space)
              Esc or Backspace   go back (close a sheet)
              /  then n          search the screen, find again
              r  (R)             refresh (retry a screen that failed to load)
              m                  the screen's menu (navigation bar entries and share)
              PgUp PgDn g G      scroll
              q or Ctrl-C        quit

            While a track plays, a bar at the bottom shows it on every screen, and:

              p                  play or pause
              > or .  < or ,     next track, previous track (or the start of this one)
              ] [                forward, back 10 seconds
              x                  stop
              u                  show or hide the queue (up next)
              1 … 7              while the queue shows: play the track on that row

            Sound: by default nothing is heard (the position follows the clock). With \
            --player-command, or SDUI_PLAYER_COMMAND when the option is not given, each track's \
            audio is fed to that command's standard input. The option wins, even when empty; \
            empty means no sound. Words are split on spaces; quote with '…' or "…", or escape \
            with \\. The command is run directly, never through a shell. A program that is \
            not found, or a command that exits early, stops playback with a message; the \
            client keeps running.

            The terminal is restored when you quit, and on SIGINT or SIGTERM.

            --plain (also when TERM=dumb) is for screen readers and line-by-line terminals: no \
            boxes, colours or redraws. Each screen is printed once as lines, everything you can \
            use numbered with its role ("3. Pay €7.75, button", "4. Insure, toggle, off"); changes, \
            alerts and questions are printed as new lines. Type a number and Enter to use an item; \
            b goes back, r refreshes, l reads the screen again, h helps, q quits. It also reads \
            lines from a pipe, one after the other.

            Example:
              sdui open
              sdui open http://127.0.0.1:9000 --path parcels --api-version 1
              sdui open https://parcels.example/track/3SABC1234567
              sdui open "https://parcels.example/scan-and-go?location=AMS-01" --server http://127.0.0.1:9000
              sdui open --player-command "mpv --no-video --really-quiet -"
              SDUI_PLAYER_COMMAND="aplay -q" sdui open
              sdui open --plain
              sdui open https://localhost:8443 --cacert ca.pem   (a server behind TLS with a private CA)
            """
    )

    @Argument(help: "The server's base URL, or a deep link to open (a URL with a path). Default: --server, or \(ServerOptions.defaultServer).")
    var url: String?

    @Option(help: "The server to browse, or the one that resolves a deep link (default: \(ServerOptions.defaultServer)).")
    var server: String?

    @OptionGroup var tls: TLSOptions

    @OptionGroup var tracing: TraceOptions

    @Option(help: "The screen path to start on (default: home).")
    var path: String?

    @Option(name: .customLong("api-version"), help: "The API version to request; the newest this client knows unless you try an older one.")
    var apiVersion: Int = ContractVersion.newest

    @Option(help: "Colours: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    @Option(help: "Palette for a server theme: auto (ask the terminal, then COLORFGBG, else dark), light or dark.")
    var theme: ThemeChoice = .auto

    @Option(help: "Pictures in the terminal: auto (kitty's protocol or sixel where the terminal answers for one, else half blocks where it shows 24-bit or 256 colours), always (half blocks), kitty, sixel or never (placeholders).")
    var images: ImagesMode = .auto

    @OptionGroup var pictureTimeout: PictureTimeoutOption

    @Option(help: "The language to ask the server for, such as nl or nl-NL (default: LC_ALL, LC_MESSAGES or LANG).")
    var language: String?

    @Flag(help: "Print screens as numbered lines for a screen reader and take typed lines (also when TERM=dumb).")
    var plain = false

    @Flag(name: .customLong("no-analytics"), help: "Record and send no analytics.")
    var noAnalytics = false

    @Option(name: .customLong("player-command"),
            help: ArgumentHelp("The command that plays each track's audio from its standard input, such as \"mpv -\" or \"aplay -q\" (also: SDUI_PLAYER_COMMAND; empty: no sound).",
                               valueName: "command"))
    var playerCommand: String?

    func run() async throws {
        try await tracing.around { try await runTraced() }
    }

    private func runTraced() async throws {
        let target = try OpenTarget(argument: url, server: server, path: path)
        let endpoint: ServerEndpoint
        do throws(LoadError) {
            endpoint = try ServerEndpoint(baseURL: target.server, apiVersion: apiVersion)
        } catch {
            throw ValidationError("\(target.server): \(error)")
        }
        let playerOutput: PlayerOutputChoice
        do throws(PlayerCommandError) {
            playerOutput = try PlayerOutputChoice.resolve(option: playerCommand, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        let output = StandardOutput()
        if plain || TerminalUI.Environment.value("TERM") == "dumb" {
            try await runPlain(endpoint: endpoint, target: target, playerOutput: playerOutput, output: output)
            return
        }
        guard output.isTerminal else {
            throw ValidationError("standard output is not a terminal; use `sdui render` for one screen or `sdui run` for a flow")
        }
        var client = try Client(endpoint: endpoint, options: FeatureOptions(analytics: !noAnalytics, interactive: true,
                                                                            playerOutput: playerOutput), language: language, tls: tls)
        client.pictureLimits = pictureTimeout.limits
        // Fetched while online (a bodiless 304 when the stored one is current), so a screen
        // that has no stored copy can show the server's offline page when the network goes.
        let api = client.api
        let offlinePage = Task { await api.prefetchOfflinePage() }
        defer { offlinePage.cancel() }
        let usesColor = color.usesColor(isTerminal: output.isTerminal, environment: TerminalUI.Environment.value)
        let mode = try TerminalMode.enterForCommand(output: output)
        defer { mode.restore() }
        // Asked in raw mode, before the key reader starts, so the reply is neither echoed nor read as keys;
        // the background and the pixel protocol in one round trip.
        let asksGraphics = images.asksTerminal(usesColor: usesColor)
        var reply: [UInt8]?
        client.background = TerminalBackground.resolve(theme, usesColor: usesColor, environment: TerminalUI.Environment.value) {
            let answered = BackgroundQuery.exchange(BackgroundQuery.question + (asksGraphics ? GraphicsQuery.question : ""),
                                                    input: STDIN_FILENO, output: output)
            reply = answered
            return BackgroundQuery.parse(answered).color
        }
        if asksGraphics, reply == nil {
            reply = BackgroundQuery.exchange(GraphicsQuery.question, input: STDIN_FILENO, output: output)
        }
        let pixelProtocol = images.pixelProtocol(answers: asksGraphics ? reply.map(GraphicsQuery.parse) : nil,
                                                 windowCell: GraphicsQuery.windowCell(descriptor: output.descriptor))
        let presenter = TerminalPresenter(desktop: DesktopHandoff())
        let session = client.session(presenter: presenter)
        let inspector = ScreenInspector(api: api, registry: client.registry)
        let (renderer, _) = client.renderer(pictureColors: images.colors(usesColor: usesColor, pixelProtocol: pixelProtocol),
                                            pixelProtocol: pixelProtocol) { message in
            await presenter.showMessage(message)
        }
        let app = TerminalApp(session: session, presenter: presenter, renderer: renderer, output: output,
                              configuration: TerminalApp.Configuration(usesColor: usesColor, suspend: {
                                  // Going to the background: the widget first, while the network is ours.
                                  await Self.refreshWidget(api)
                                  mode.suspend()
                              }, connectionHelp: Self.connectionHelp(for: endpoint), inspect: inspector.inspect,
                              impressions: .session(session)))
        await app.run(start: target.start)
        await Self.refreshWidget(api)
    }

    /// `--plain`: lines out, lines in; works on a terminal and on pipes alike.
    private func runPlain(endpoint: ServerEndpoint, target: OpenTarget, playerOutput: PlayerOutputChoice,
                          output: StandardOutput) async throws {
        let client = try Client(endpoint: endpoint, options: FeatureOptions(analytics: !noAnalytics, interactive: true,
                                                                            playerOutput: playerOutput), language: language, tls: tls)
        let api = client.api
        let offlinePage = Task { await api.prefetchOfflinePage() }
        defer { offlinePage.cancel() }
        let presenter = TerminalPresenter()
        let session = client.session(presenter: presenter)
        let app = PlainTerminalApp(session: session, presenter: presenter, renderer: client.renderer, output: output,
                                   configuration: PlainTerminalApp.Configuration(connectionHelp: Self.connectionHelp(for: endpoint)))
        await app.run(start: target.start)
        await Self.refreshWidget(api)
    }

    /// What to do when nothing answers at the server's address: on this machine, start
    /// the demo server (a newcomer's most likely mistake); elsewhere, check the address.
    static func connectionHelp(for endpoint: ServerEndpoint) -> String {
        let base = endpoint.base.description
        guard endpoint.base.isLoopback else {
            return "Nothing answers at \(base). Check the address and the network, or give another server with --server URL."
        }
        let port = endpoint.base.port.map { " --port \($0)" } ?? ""
        return "Nothing answers at \(base). Start the demo server in another terminal with `swift run sdui-server\(port)`, "
            + "or run `bash Scripts/demo.sh`, which starts the server and this client together; or give another server with --server URL."
    }

    /// Going to the background (Ctrl-Z, or quitting) refreshes the widget, as PostNL's app
    /// reloads its widget timelines then: the stored copy that `sdui widget` shows offline is the current one.
    /// Best effort, and never holds the quit up for more than two seconds.
    static func refreshWidget(_ api: APIClient) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { _ = try? await api.widget() }
            group.addTask { try? await Task.sleep(for: .seconds(2)) }
            await group.next()
            group.cancelAll()
        }
    }
}

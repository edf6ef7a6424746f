import ArgumentParser
import Foundation
import JSON
import SDUI
import SDUISession
import InteractiveTerminal
import TerminalImages
import TerminalUI

/// `sdui render`: one screen, drawn once, for scripts, snapshots and review.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one screen (from a server or a file) and exit.",
        discussion: """
            SOURCE is a screen URL (the whole URL, such as http://127.0.0.1:8080/v1/screens/home) or a JSON file. \
            Text output is what `sdui open` shows, without the status line; elements this client cannot show are \
            counted in the last line. `--format json` prints the decoded screen (what the client understood, with \
            the defaults and fallbacks applied), every diagnostic with its JSON path, and every element someone can \
            use with its role, name, value and whether it is enabled, as plain mode reads them (`elements`).

            Examples:
              sdui render http://127.0.0.1:8080/v1/screens/music --width 100
              sdui render Content/screens/home.json --color never > home.txt
              sdui render Content/screens/home.json --format json | jq '.diagnostics'
              sdui render http://127.0.0.1:8080/v2/screens/music --format json | jq -c '.elements[]'
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A screen URL or a JSON file.")
    var source: String

    @OptionGroup var tls: TLSOptions

    @Option(help: "Columns to draw for (default: the terminal's width, or 80).")
    var width: Int?

    @Option(help: "Colours: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    @Option(help: "Palette for a server theme: auto (COLORFGBG, else dark; the terminal is not asked), light or dark.")
    var theme: ThemeChoice = .auto

    @Option(help: "text (the screen) or json (the decoded tree and diagnostics).")
    var format: Format = .text

    @Option(help: "Pictures: auto (with colours on a 24-bit or 256-colour terminal), always or never (placeholders), in half blocks (kitty and sixel are for `sdui open`). Screens from a server only.")
    var images: ImagesMode = .auto

    @OptionGroup var pictureTimeout: PictureTimeoutOption

    @Option(help: "Seconds the screen's pictures are waited for at least, however quickly the screen came (pictures are waited for as long as the screen took to load, at least this; those still missing are drawn as their placeholders and named on standard error): raise it to get every picture from a slow or busy server.")
    var pictureWait: Double = Double(PictureWait.defaultMinimum.components.seconds)

    /// What `--picture-wait` and the screen's own load time allow pictures.
    private func pictureWait(screenLoad: Duration) -> PictureWait {
        PictureWait(screenLoad: screenLoad, minimum: .milliseconds(Int64(pictureWait * 1000)))
    }

    @Flag(help: "List every element with its JSON path, origin (file and line, or Swift builder), capability and diagnostics; asks the server for origins (SDUI-Debug: origins, a server started with --debug-origins).")
    var inspect = false

    @Option(help: "Load up to N further pages of the screen's long lists before drawing (a server's screens only).")
    var pages: Int = 0

    func validate() throws {
        if let width, !(20...1000).contains(width) { throw ValidationError("--width must be between 20 and 1000") }
        if pages < 0 { throw ValidationError("--pages must be 0 or more") }
        if !(pictureWait.isFinite && pictureWait >= 0 && pictureWait <= 300) {
            throw ValidationError("--picture-wait must be 0 or more and at most 300 seconds")
        }
        try images.checkWritesLines(command: "render")
    }

    func run() async throws {
        if inspect {
            try await printInspection()
            return
        }
        var loaded: (decoded: Decoded<Screen>, terminal: TerminalRegistry, offline: Bool, client: Client?)
        // Pictures are waited for as long as this took (`PictureWait`).
        let clock = ContinuousClock(), started = clock.now
        let screenLoad: Duration
        do {
            loaded = try await ScreenSource(source).load(options: FeatureOptions(analytics: false, interactive: false), tls: tls)
            screenLoad = started.duration(to: clock.now)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("sdui render: \(failure)\n".utf8))
            throw ExitCode.failure
        }
        if pages > 0, let client = loaded.client {
            let grown = await client.api.loadingPages(into: loaded.decoded.value, limit: pages)
            for failure in grown.failures { FileHandle.standardError.write(Data("sdui render: a page failed: \(failure)\n".utf8)) }
            loaded.decoded = Decoded(value: grown.screen, diagnostics: loaded.decoded.diagnostics)
        }
        let output = StandardOutput()
        switch format {
        case .text:
            let columns = width ?? (output.isTerminal ? output.size().columns : 80)
            let screen = loaded.decoded.value
            let usesColor = color.usesColor(isTerminal: output.isTerminal, environment: TerminalUI.Environment.value)
            let background = TerminalBackground.resolve(theme, usesColor: usesColor, environment: TerminalUI.Environment.value) { nil }
            var renderer = ScreenRenderer(registry: loaded.terminal, background: background)
            if var client = loaded.client {
                client.background = background
                client.pictureLimits = pictureTimeout.limits
                // Drawn once: every picture of the screen is kept until it is drawn, however many.
                let urls = PictureURLs.in(screen, assets: loaded.terminal.assets)
                let drawing = client.renderer(pictureColors: images.colors(usesColor: usesColor),
                                              keeping: max(urls.count, PictureStore.defaultMaximumPictures)) { message in
                    FileHandle.standardError.write(Data("sdui render: \(message)\n".utf8))
                }
                renderer = drawing.renderer
                // Never longer than the screen took (at least a second): a picture still on its way
                // then keeps its placeholder and is named on standard error.
                if let pictures = drawing.pictures { await pictures.load(urls, waiting: pictureWait(screenLoad: screenLoad)) }
            } else if let colors = images.colors(usesColor: usesColor) {
                // A file: the pictures this client has by name are drawn, the others stay placeholders.
                let named = PictureURLs.in(screen, assets: loaded.terminal.assets).filter { TerminalAssets.pictureName(in: $0) != nil }
                if !named.isEmpty {
                    let store = NamedPicturesOnly.store(for: named, colors: colors, assets: loaded.terminal.assets) { message in
                        FileHandle.standardError.write(Data("sdui render: \(message)\n".utf8))
                    }
                    renderer = ScreenRenderer(registry: loaded.terminal, background: background, pictures: NamedPicturesOnly(store: store))
                    await store.load(named, waiting: pictureWait(screenLoad: screenLoad))
                }
            }
            let document = renderer.render(
                screen, state: ScreenState(screen.initialState), width: columns, droppedCount: loaded.decoded.droppedCount,
                chrome: ScreenRenderer.Chrome(offline: loaded.offline))
            output.write(LineEncoder(usesColor: usesColor).encode(document.lines))
        case .json:
            var object = JSONObject()
            object["screen"] = try JSONModelEncoder().encodeToValue(loaded.decoded.value)
            object["diagnostics"] = .array(loaded.decoded.diagnostics.map(DiagnosticReport.json))
            object["droppedCount"] = .number(JSONNumber(loaded.decoded.droppedCount))
            // What each usable element means (role, name, value, enabled), as plain mode reads it.
            let screen = loaded.decoded.value, state = ScreenState(screen.initialState)
            let drawn = ScreenRenderer(registry: loaded.terminal).render(screen, state: state, width: width ?? 80)
            object["elements"] = .array(ScreenElements.of(screen, drawn: drawn, state: state).map(\.json))
            output.write(try JSONValue.object(object).jsonString(.prettyPrinted) + "\n")
        }
    }

    /// `--inspect`: the answer fetched with origins (a URL) or read (a file), listed element by element.
    private func printInspection() async throws {
        let registry = try Features.registries(options: FeatureOptions(analytics: false, interactive: false), http: nil, endpoint: nil).features
        let bytes: [UInt8]
        switch ScreenSource(source) {
        case .file(let path):
            bytes = try ScreenSource.read(path)
        case .url(let url):
            let client = try Client(endpoint: try ScreenSource.endpoint(for: url), options: FeatureOptions(analytics: false, interactive: false),
                                    tls: tls)
            let response: HTTPResponse
            do throws(LoadError) {
                response = try await client.api.send(OutgoingRequest(url: url, headers: [(APIHeader.debug, DebugOrigins.value)]))
            } catch {
                throw CommandFailure("\(error)")
            }
            guard response.status == 200 else {
                throw CommandFailure("\(url) answered HTTP \(response.status): \(String(decoding: response.body.prefix(300), as: UTF8.self))")
            }
            bytes = response.body
        }
        let answer = try JSONParser().parse(bytes)
        let diagnostics = (try? ScreenFactory(delegate: registry).makeScreen(from: bytes))?.diagnostics ?? []
        for line in InspectReport.lines(answer: answer, diagnostics: diagnostics, registry: registry) { print(line) }
    }
}

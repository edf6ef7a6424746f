import CurlTransport
import Glibc
import SDUI
import SDUISession
import InteractiveTerminal
import TerminalUI

/// sdui-clip: opens one deep link and runs the flow the server returns.
func standardError(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let userAgent = "sdui-clip/1.0"

/// The flow's exit status, set by its task before `MainThreadExecutor.run()` returns.
final class ExitStatus: @unchecked Sendable {
    var value: Int32 = 0
}

func runClip() async -> Int32 {
    var arguments: ClipArguments
    switch ClipArguments.parse(Array(CommandLine.arguments.dropFirst()), environment: Environment.value) {
    case .help:
        print(ClipArguments.usage)
        return 0
    case .failure(let message):
        standardError("sdui-clip: \(message)\n\n\(ClipArguments.usage)")
        return 2
    case .run(let parsed):
        arguments = parsed
    }
    let output = StandardOutput()
    let plain = arguments.plain || Environment.value("TERM") == "dumb"
    // Printing one screen into a pipe sends one request with nothing else to do meanwhile:
    // it runs on this thread. The interactive modes get the event-loop thread, made now so
    // that libcurl sets itself up there (0.4-0.5 ms) while the link is checked and the
    // features are registered.
    let printsOneScreen = !plain && !output.isTerminal
    let caFile: String?
    do throws(CABundle.Unreadable) {
        caFile = try CABundle.path(option: arguments.caFile, environment: Environment.value)
    } catch {
        standardError("sdui-clip: \(error)")
        return 2
    }
    let http = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(userAgent: userAgent, caFile: caFile),
                              execution: printsOneScreen ? .callingThread : .eventLoop)
    if let image = arguments.qrImage {
        do throws(ClipQRCode.Failure) {
            arguments.link = try ClipQRCode.link(inImageAt: image)
        } catch {
            standardError("sdui-clip: \(error)")
            return 2
        }
    }

    arguments.link = AppLink.webLink(for: arguments.link)
    do throws(DeepLinkAllowList.Refusal) {
        try ClipAllowList.links.check(arguments.link)
    } catch {
        standardError("sdui-clip: \(error)")
        return 3
    }

    let endpoint: ServerEndpoint
    do throws(LoadError) {
        endpoint = try ServerEndpoint(baseURL: arguments.server)
    } catch {
        standardError("sdui-clip: \(error)")
        return 2
    }
    let registry: FeatureRegistry, terminal: TerminalRegistry
    do throws(RegistrationError) {
        (registry, terminal) = try ClipFeatures.registries()
    } catch {
        standardError("sdui-clip: \(error)")
        return 1
    }
    do throws(MissingRenderersError) {
        try terminal.requireRenderers(for: registry)
    } catch {
        standardError("sdui-clip: \(error)")
        return 1
    }
    let language = ClientLanguage.preferred(environment: Environment.value)
    // The clip keeps nothing between launches: its install id is new each launch (docs/clip.md).
    let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                        decorators: registry.requestDecorators + [InstallIDDecorator(InstallID.random())],
                        userAgent: userAgent, language: language)
    let texts = UITexts(language: language?.language)
    let renderer = ScreenRenderer(registry: terminal, background: TerminalBackground.resolve(
        arguments.theme, usesColor: false, environment: Environment.value, ask: { nil }), texts: texts)

    if plain {
        // A screen reader's way: the flow as numbered lines, on a terminal or a pipe alike.
        let presenter = TerminalPresenter()
        let session = Session(api: api, registry: registry, presenter: presenter)
        _ = await PlainTerminalApp(session: session, presenter: presenter, renderer: renderer, output: output)
            .run(start: .deepLink(arguments.link))
        return 0
    }

    if printsOneScreen {
        // Not a terminal: print the first screen and stop.
        do throws(LoadError) {
            let load = try await api.screen(forDeepLink: arguments.link)
            let screen = load.decoded.value
            let document = renderer.render(screen, state: ScreenState(screen.initialState), width: arguments.width ?? 80,
                                           droppedCount: load.decoded.droppedCount,
                                           chrome: ScreenRenderer.Chrome(offline: load.isOffline))
            output.write(LineEncoder(usesColor: false).encode(document.lines))
            return 0
        } catch {
            standardError("sdui-clip: \(error)")
            return 1
        }
    }

    let mode: TerminalMode
    do throws(TerminalMode.Failure) {
        mode = try TerminalMode.enter(output: output)
    } catch {
        standardError("sdui-clip: \(error)")
        return 1
    }
    defer { mode.restore() }
    let presenter = TerminalPresenter(desktop: DesktopHandoff())
    let session = Session(api: api, registry: registry, presenter: presenter)
    let usesColor = Environment.value("NO_COLOR") == nil
    // Asked in raw mode, before the key reader starts, so the reply is neither echoed nor read as keys.
    let background = TerminalBackground.resolve(arguments.theme, usesColor: usesColor, environment: Environment.value) {
        BackgroundQuery.ask(input: STDIN_FILENO, output: output)
    }
    let app = TerminalApp(session: session, presenter: presenter,
                          renderer: ScreenRenderer(registry: terminal, background: background, texts: texts), output: output,
                          configuration: TerminalApp.Configuration(usesColor: usesColor))
    _ = await app.run(start: .deepLink(arguments.link))
    return 0
}

let executor = MainThreadExecutor()
let exitStatus = ExitStatus()
Task(executorPreference: executor) {
    exitStatus.value = await runClip()
    executor.stop()
}
executor.run()
// Everything the clip prints is written by now; stdio is flushed and the
// process ends without running exit handlers and static destructors, which
// only free memory the kernel is about to take back anyway.
fflush(nil)
_exit(exitStatus.value)

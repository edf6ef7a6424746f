import TerminalUI
import SDUI
import SDUISession

/// The client for screen readers and other line-by-line terminals
/// (`sdui open --plain`, and `TERM=dumb`): no box drawing, no colour, no
/// redraws. Screens are read out as numbered lines and the user types a line
/// back; see `PlainController` for what is said and what a line does.
///
/// ```swift
/// let presenter = TerminalPresenter()
/// let session = Session(api: api, registry: registry, presenter: presenter)
/// let app = PlainTerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: registry))
/// await app.run(start: .path("home"))
/// ```
public final class PlainTerminalApp: Sendable {
    public struct Configuration: Sendable {
        /// Columns to lay a screen out in before it is read: wide, so sentences are not cut into lines.
        public var width: Int
        /// Said under a screen that failed because nothing answered at the server's address.
        public var connectionHelp: String?

        public init(width: Int = 120, connectionHelp: String? = nil) {
            self.width = width
            self.connectionHelp = connectionHelp
        }
    }

    /// What a run printed, for tests.
    public struct Outcome: Sendable {
        public var lines: [String]
    }

    public let session: Session
    public let presenter: TerminalPresenter
    public let renderer: ScreenRenderer
    public let input: any LineSource
    public let output: any TerminalOutput
    public let echo: InputEcho?
    public let configuration: Configuration

    /// - Parameters:
    ///   - presenter: must be the presenter `session` was made with.
    ///   - echo: hides a password while it is typed; nil where input is not a terminal.
    public init(session: Session, presenter: TerminalPresenter, renderer: ScreenRenderer,
                input: any LineSource = StandardInputLines(), output: any TerminalOutput = StandardOutput(),
                echo: InputEcho? = InputEcho(), configuration: Configuration = Configuration()) {
        self.session = session
        self.presenter = presenter
        self.renderer = renderer
        self.input = input
        self.output = output
        self.echo = echo
        self.configuration = configuration
    }

    /// Runs until the user quits or input ends and all it started has finished; then ends the session.
    @discardableResult
    public func run(start: TerminalApp.Start) async -> Outcome {
        let accessories = renderer.accessories
        var controller = PlainController(renderer: EntryRenderer(screens: renderer, connectionHelp: configuration.connectionHelp),
                                         width: configuration.width, connectionHelp: configuration.connectionHelp,
                                         accessoryBindings: accessories.map(\.keyBindings))
        var outcome = Outcome(lines: [])
        // One stream, the presenter's: the session's changes arrive before the end of the task that caused them.
        let continuation = presenter.continuation
        let source = input
        let reader = Task {
            for await line in source.lines() { continuation.yield(.line(line)) }
            continuation.yield(.linesEnded)
        }
        let session = self.session
        controller.started()
        Task {
            switch start {
            case .path(let path): await session.start(at: path)
            case .deepLink(let link): await session.start(deepLink: link)
            case .none: break
            }
            continuation.yield(.taskFinished)
        }

        var hidden = false
        loop: for await event in presenter.events {
            let effects = controller.handle(event)
            let lines = controller.takePrinted()
            if !lines.isEmpty {
                output.write(lines.map { $0 + "\n" }.joined())
                outcome.lines += lines
            }
            if controller.hidesInput != hidden {
                hidden = controller.hidesInput
                echo?.set(!hidden)
            }
            for effect in effects {
                if effect == .quit { break loop }
                run(effect, accessories: accessories, continuation: continuation)
            }
        }
        if hidden { echo?.set(true) }
        controller.shutDown()
        reader.cancel()
        await session.end()
        return outcome
    }

    private func run(_ effect: AppEffect, accessories: [any TerminalAccessory], continuation: AsyncStream<AppEvent>.Continuation) {
        let session = self.session
        Task {
            if case .accessoryKey(let key, let index) = effect, accessories.indices.contains(index) {
                if let message = await accessories[index].handle(key) { continuation.yield(.message(message)) }
                // What happened on its own since (a track that ended) is said too.
                if let news = await accessories[index].refresh().message { continuation.yield(.message(news)) }
            }
            switch effect {
            case .perform(let action, let componentID): await session.perform(action, from: componentID)
            case .setState(let value, let key): await session.setState(value, forKey: key)
            case .back: await session.back()
            case .refresh: await session.refresh()
            case .retry: await session.retry()
            case .loadNextPage(let listID): await session.loadNextPage(ofList: listID)
            case .quit, .redrawAll, .suspend, .accessoryKey, .copyToClipboard, .inspect: break  // plain mode has no inspect key
            }
            continuation.yield(.taskFinished)
        }
    }
}

import TerminalUI
import SDUI
import SDUISession

/// The interactive client: reads keys, drives the `Session`, and redraws
/// only the rows that changed. Used by `sdui open` and by the clip.
///
/// Keys: ↑/↓ (or j/k, Tab) move the focus in reading order, Enter runs,
/// Esc or Backspace goes back, `/` searches and `n` finds again, `r`
/// refreshes (or retries a failed load), `m` opens the navigation menu,
/// `q` or Ctrl-C quits. Text fields and toggles edit the session's state.
/// The `TerminalAccessory`s in the session's registry add rows above the
/// status line and keys of their own (the Player's now-playing bar).
///
/// ```swift
/// let mode = try TerminalMode.enter()
/// defer { mode.restore() }
/// let presenter = TerminalPresenter()
/// let session = Session(api: api, registry: registry, presenter: presenter)
/// let app = TerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: registry))
/// await app.run(start: .path("home"))
/// ```
public final class TerminalApp: Sendable {
    public struct Configuration: Sendable {
        public var usesColor: Bool
        /// The clock for the spinner, message expiry and resize checks; nil for none (tests).
        public var tickInterval: Duration?
        /// Hands over the next key only when the previous one and all it started
        /// have finished: deterministic for tests and scripted key input.
        public var pacesKeys: Bool

        /// Runs on Ctrl-Z: whatever going to the background means for this
        /// program (refresh the widget, hand the terminal back and stop until
        /// `fg`); the app redraws everything when it returns. Nil: Ctrl-Z says
        /// it is not available.
        public var suspend: (@Sendable () async -> Void)?
        /// Shown under a screen that failed because nothing answered at the server's address.
        public var connectionHelp: String?
        /// Lists each screen's diagnostics under it (`sdui preview`).
        public var listsDiagnostics: Bool
        /// Answers the inspect key (`i`) about the focused element; nil: the key does nothing here.
        public var inspect: ElementInspector?
        /// Where what each frame shows of the tracked components goes (§8.6); nil: impressions are left out.
        public var impressions: ImpressionReporter?

        public init(usesColor: Bool = false, tickInterval: Duration? = .milliseconds(100), pacesKeys: Bool = false,
                    suspend: (@Sendable () async -> Void)? = nil, connectionHelp: String? = nil,
                    listsDiagnostics: Bool = false, inspect: ElementInspector? = nil, impressions: ImpressionReporter? = nil) {
            self.inspect = inspect
            self.impressions = impressions
            self.usesColor = usesColor
            self.tickInterval = tickInterval
            self.pacesKeys = pacesKeys
            self.suspend = suspend
            self.connectionHelp = connectionHelp
            self.listsDiagnostics = listsDiagnostics
        }
    }

    /// Where the session starts.
    public enum Start: Sendable {
        case path(String)
        case deepLink(String)
        /// The session was started already.
        case none
    }

    /// What a run did, for tests and measurements.
    public struct Outcome: Sendable {
        /// The last frame, as plain text rows.
        public var lastFrame: [String]
        public var framesWritten: Int
        public var bytesWritten: Int
    }

    public let session: Session
    public let presenter: TerminalPresenter
    public let renderer: ScreenRenderer
    public let keys: any KeySource
    public let output: any TerminalOutput
    public let configuration: Configuration

    /// - Parameter presenter: must be the presenter `session` was made with: it carries the session's changes to the app.
    public init(session: Session, presenter: TerminalPresenter, renderer: ScreenRenderer,
                keys: any KeySource = TerminalKeyReader(), output: any TerminalOutput = StandardOutput(),
                configuration: Configuration = Configuration()) {
        self.session = session
        self.presenter = presenter
        self.renderer = renderer
        self.keys = keys
        self.output = output
        self.configuration = configuration
    }

    /// Runs until the user quits or input ends; then ends the session.
    @discardableResult
    public func run(start: Start) async -> Outcome {
        // The accessories of the terminal registry, in registration order.
        let accessories = renderer.accessories
        var controller = AppController(renderer: EntryRenderer(screens: renderer, connectionHelp: configuration.connectionHelp,
                                                               listsDiagnostics: configuration.listsDiagnostics),
                                       accessoryBindings: accessories.map(\.keyBindings))
        controller.inspects = configuration.inspect != nil
        if let interval = configuration.tickInterval { controller.tickInterval = interval }
        let continuation = presenter.continuation
        let monitor = IdleMonitor()
        // Encodes only the lines that changed since the last frame.
        var frames = FrameEncoder(encoder: LineEncoder(usesColor: configuration.usesColor))
        var writer = FrameWriter()
        // Pictures drawn with the terminal's pixel protocol, where the renderer's pictures use one.
        let graphics = renderer.pictures as? any TerminalGraphics
        var outcome = Outcome(lastFrame: [], framesWritten: 0, bytesWritten: 0)

        let pump = startKeyPump(continuation: continuation, monitor: monitor)
        let refresher = AccessoryRefresher(accessories)
        let ticker = startClock(continuation: continuation, refresher: refresher)
        let session = self.session
        controller.state.tasksInFlight += 1
        // Opening the program is the person's first action: the first screen or a deep link starts a trace
        // when the client traces (TraceScope; the clip does not).
        // Each span ends once no action is in flight any more, its screen drawn.
        let tracer = TraceScope.current.tracer
        var actionSpans = tracer.map { [$0.startSpan("open", kind: .internal, parent: nil, attributes: [])] } ?? []
        var drawParent = actionSpans.first?.context
        TraceScope.$current.withValue(TraceScope(parent: drawParent, tracer: tracer)) {
            Task {
                switch start {
                case .path(let path): await session.start(at: path)
                case .deepLink(let link): await session.start(deepLink: link)
                case .none: break
                }
                if let round = await refresher.refresh() { continuation.yield(.accessoriesUpdated(round)) }
                continuation.yield(.taskFinished)
            }
        }

        // What each frame shows of the tracked components, to the reporter in order (§8.6).
        let (seenReports, seenContinuation) = AsyncStream.makeStream(of: SeenReport.self)
        let impressions = configuration.impressions
        let reporter = Task {
            for await report in seenReports { await impressions?.report(report.shares, report.entryID) }
        }

        func draw() {
            // Part of the trace of the action in flight; a frame no action asked for (a tick) is not traced.
            let span = drawParent.flatMap { tracer?.startSpan("draw", kind: .internal, parent: $0, attributes: []) }
            defer { span?.end() }
            let lines = controller.compose(size: output.size())
            let bytes = writer.output(for: frames.frame(for: lines), graphics: graphics)
            if !bytes.isEmpty {
                output.write(bytes)
                outcome.framesWritten += 1
                outcome.bytesWritten += writer.stats.bytes
            }
            outcome.lastFrame = lines.map(\.visibleText)
            if impressions != nil, let seen = controller.takeSeenReport() { seenContinuation.yield(seen) }
            for listID in controller.takePageRequests() {
                controller.state.tasksInFlight += 1
                run(.loadNextPage(listID: listID), refresher: refresher, continuation: continuation)
            }
        }

        draw()
        loop: for await event in presenter.events {
            for effect in controller.handle(event) {
                switch effect {
                case .quit:
                    break loop
                case .redrawAll:
                    writer.invalidate()
                case .copyToClipboard(let text):
                    output.write(DesktopHandoff.clipboardSequence(text))
                case .suspend:
                    if let suspend = configuration.suspend {
                        // The screen's timers hold while the program is stopped (§8.5).
                        await session.setInForeground(false)
                        // Nothing is on screen while stopped; the next frame reports again (§8.6).
                        if let seen = controller.state.seen { await impressions?.report([:], seen.entryID) }
                        controller.state.reportedSeen = nil
                        await suspend()
                        await session.setInForeground(true)
                        writer.invalidate()
                    } else {
                        controller.state.message = AppState.Message(text: controller.texts("Ctrl-Z: this program cannot go to the background."),
                                                                    expires: controller.state.tick + controller.messageTicks)
                    }
                default:
                    controller.state.tasksInFlight += 1
                    if let span = run(effect, refresher: refresher, continuation: continuation, tracer: tracer) {
                        actionSpans.append(span)
                        drawParent = span.context
                    }
                }
            }
            draw()
            if controller.state.tasksInFlight == 0, !actionSpans.isEmpty {
                for span in actionSpans { span.end() }
                actionSpans.removeAll()
                drawParent = nil
            }
            await monitor.update(processed: controller.state.lastKeySequence, idle: controller.isIdle)
        }
        seenContinuation.finish()
        await reporter.value
        for span in actionSpans { span.end() }
        controller.shutDown()
        if let closing = graphics?.takeClosingOutput(), !closing.isEmpty { output.write(closing) }
        pump.cancel()
        ticker?.cancel()
        await monitor.releaseAll()
        await session.end()
        return outcome
    }

    /// Runs one session operation (or an accessory's key) as a task; it
    /// reports back when it and the accessories' refresh after it return.
    /// Each is the person's action: with a tracer it starts a trace, the
    /// task's scope from its creation (so the task's body is the same with
    /// tracing or without); returns the span, which the run loop ends once
    /// no action is in flight (the frames drawn meanwhile are its children).
    @discardableResult
    private func run(_ effect: AppEffect, refresher: AccessoryRefresher, continuation: AsyncStream<AppEvent>.Continuation,
                     tracer: (any ClientTracer)? = nil) -> (any ClientSpan)? {
        let session = self.session
        let accessories = refresher.accessories
        let inspect = configuration.inspect
        let span = tracer?.startSpan(effect.spanName, kind: .internal, parent: nil, attributes: effect.spanAttributes)
        TraceScope.$current.withValue(span.map { TraceScope(parent: $0.context, tracer: tracer) } ?? TraceScope.current) {
            Task {
                switch effect {
                case .perform(let action, let componentID):
                    await session.perform(action, from: componentID)
                case .setState(let value, let key):
                    await session.setState(value, forKey: key)
                case .back:
                    await session.back()
                case .refresh:
                    await session.refresh()
                case .retry:
                    await session.retry()
                case .loadNextPage(let listID):
                    await session.loadNextPage(ofList: listID)
                case .accessoryKey(let key, let index):
                    if accessories.indices.contains(index), let message = await accessories[index].handle(key) {
                        continuation.yield(.message(message))
                    }
                case .inspect(let path, let componentID):
                    if let inspect {
                        let inspection = await inspect(path, componentID)
                        continuation.yield(.alert(title: inspection.title, message: inspection.lines.joined(separator: "\n")))
                    }
                case .quit, .redrawAll, .suspend, .copyToClipboard:
                    break
                }
                    if let round = await refresher.refresh() { continuation.yield(.accessoriesUpdated(round)) }
                continuation.yield(.taskFinished)
            }
        }
        return span
    }

    private func startKeyPump(continuation: AsyncStream<AppEvent>.Continuation, monitor: IdleMonitor) -> Task<Void, Never> {
        let keys = self.keys
        let paces = configuration.pacesKeys
        return Task {
            var sequence = 0
            for await key in keys.keys() {
                if Task.isCancelled { return }
                if paces { await monitor.wait(untilProcessed: sequence - 1) }
                continuation.yield(.key(key, sequence: sequence))
                sequence += 1
            }
            if paces { await monitor.wait(untilProcessed: sequence - 1) }
            continuation.yield(.keysEnded)
        }
    }

    /// Ticks the clock; each tick also refreshes the accessories, so their
    /// rows follow time, and revalidates a screen whose `refreshInterval` passed.
    private func startClock(continuation: AsyncStream<AppEvent>.Continuation,
                            refresher: AccessoryRefresher) -> Task<Void, Never>? {
        guard let interval = configuration.tickInterval else { return nil }
        let session = session
        return Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if TerminalMode.consumeResize() { continuation.yield(.resized) }
                // Not awaited: a slow network must not stop the clock (the session runs one at a time).
                Task { await session.refreshIfDue() }
                continuation.yield(.tick(accessories: await refresher.refresh()))
            }
        }
    }
}

import TerminalUI
import SDUI
import SDUISession

/// The `SessionPresenter` of the terminal client and the clip.
///
/// It does not draw anything itself: it forwards what the session decides
/// (changes, alerts, messages, questions) to the `TerminalApp` that owns it,
/// as events in order. `requestInput` waits until the user answers in the
/// app's prompt, or gets nil when they cancel or the app has stopped.
///
/// ```swift
/// let presenter = TerminalPresenter()
/// let session = Session(api: api, registry: registry, presenter: presenter)
/// let app = TerminalApp(session: session, presenter: presenter, renderer: ScreenRenderer(registry: registry))
/// await app.run(start: .path("home"))
/// ```
public final class TerminalPresenter: SessionPresenter {
    let events: AsyncStream<AppEvent>
    let continuation: AsyncStream<AppEvent>.Continuation

    public init() {
        (events, continuation) = AsyncStream.makeStream(of: AppEvent.self, bufferingPolicy: .unbounded)
    }

    public func sessionDidChange(_ change: SessionChange) async {
        continuation.yield(.session(change))
    }

    public func showAlert(title: String, message: String?) async {
        continuation.yield(.alert(title: title, message: message))
    }

    public func showMessage(_ message: String) async {
        continuation.yield(.message(message))
    }

    public func requestInput(_ request: InputRequest) async -> String? {
        await withCheckedContinuation { (waiting: CheckedContinuation<String?, Never>) in
            let reply = InputReply(waiting)
            if case .terminated = continuation.yield(.input(request, reply)) { reply.resolve(nil) }
        }
    }

    /// A terminal cannot open a browser portably; the link is shown to copy.
    public func open(url: WebURL) async -> Bool {
        continuation.yield(.message("Open in your browser: \(url)"))
        return true
    }

    public func share(title: String, url: String) async {
        continuation.yield(.message("Share “\(title)”: \(url)"))
    }
}

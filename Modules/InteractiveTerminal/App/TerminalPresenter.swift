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
    /// Where links and shared text go; nil shows them to copy.
    let desktop: DesktopHandoff?

    /// - Parameter desktop: the browser and clipboard to hand links and
    ///   shared text to; without one (tests, scripts) they are only shown.
    public init(desktop: DesktopHandoff? = nil) {
        (events, continuation) = AsyncStream.makeStream(of: AppEvent.self, bufferingPolicy: .unbounded)
        self.desktop = desktop
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

    public func showToast(_ message: String, seconds: Double) async {
        continuation.yield(.toast(message, seconds: seconds))
    }

    public func requestInput(_ request: InputRequest) async -> String? {
        await withCheckedContinuation { (waiting: CheckedContinuation<String?, Never>) in
            let reply = InputReply(waiting)
            if case .terminated = continuation.yield(.input(request, reply)) { reply.resolve(nil) }
        }
    }

    /// Hands the link to the desktop's browser and says so; where there is
    /// none, shows it to copy. False only when a browser was there and failed.
    public func open(url: WebURL) async -> Bool {
        switch desktop?.open(url.description) ?? .noBrowser {
        case .opened(let program):
            continuation.yield(.message("Opened in your browser (\(program)): \(url)"))
            return true
        case .noBrowser:
            continuation.yield(.message("Open in your browser: \(url)"))
            return true
        case .failed(let reason):
            continuation.yield(.message("Could not open \(url): \(reason)"))
            return false
        }
    }

    /// Puts the text and link on the clipboard through the terminal (OSC 52)
    /// when there is a desktop, and shows them either way.
    public func share(title: String, url: String) async {
        guard desktop != nil else {
            continuation.yield(.message("Share “\(title)”: \(url)"))
            return
        }
        continuation.yield(.copyToClipboard("\(title) \(url)"))
        continuation.yield(.message("Copied to the clipboard (where your terminal allows it): “\(title)” \(url)"))
    }
}

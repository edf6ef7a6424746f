import SDUI

/// The user interface a session drives: the terminal client, the clip, or a
/// scripted runner in tests.
///
/// The session decides what happens; the presenter only shows it and asks
/// the user when the server needs an answer.
public protocol SessionPresenter: Sendable {
    /// The stack or an entry changed; draw again (in place, with the diff when given).
    func sessionDidChange(_ change: SessionChange) async
    func showAlert(title: String, message: String?) async
    /// A passing message: "Done", "Added to favourites", or why an action failed.
    func showMessage(_ message: String) async
    /// A short message shown for `seconds` (already within
    /// `ShowToastAction.durations`) without stopping the user: a
    /// `showToast` action or a `done` result's `toast`.
    func showToast(_ message: String, seconds: Double) async
    /// Free text or a choice; nil when the user cancels.
    func requestInput(_ request: InputRequest) async -> String?
    /// Opens a URL outside the client (already checked to be safe). Returns false when it could not.
    func open(url: WebURL) async -> Bool
    func share(title: String, url: String) async
}

extension SessionPresenter {
    /// A presenter with no timed messages of its own (a script, a test) says a toast as a passing message.
    public func showToast(_ message: String, seconds: Double) async {
        await showMessage(message)
    }
}

/// What a presenter is told when something changed.
public indirect enum SessionChange: Sendable {
    /// An entry was pushed or popped; `top` is now shown.
    case stackChanged(top: NavigationEntry?, depth: Int)
    /// The shown entry changed: loaded, failed, refreshed (with what changed) or its state was edited.
    case entryUpdated(NavigationEntry, diff: ScreenDiff?)
}

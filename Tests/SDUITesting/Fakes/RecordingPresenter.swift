import SDUI
import SDUISession
import Synchronization

/// Stands in for the terminal: records everything a session shows (stack
/// changes, entry updates with their diffs, alerts, messages, questions, opened
/// URLs, shares) and answers the session's questions from a script, the way a
/// person at the terminal would. One presenter for every test target, so an
/// assertion about what the user saw reads the same everywhere.
public final class RecordingPresenter: SessionPresenter {
    private struct Record {
        var changes: [SessionChange] = []
        var messages: [String] = []
        var alerts: [String] = []
        var inputRequests: [InputRequest] = []
        var answers: [String?] = []
        var opened: [String] = []
        var shared: [String] = []
    }

    private let record: Mutex<Record>
    private let opensURLs: Bool
    private let onChange: (@Sendable (SessionChange) async -> Void)?

    /// - Parameters:
    ///   - answers: what `requestInput` answers, in order; nil, or an exhausted script, cancels.
    ///   - opensURLs: what `open(url:)` reports: true as a desktop would, false (the default) as a terminal
    ///     without a browser.
    ///   - onChange: called after each change is recorded, for tests that act while the session is mid-way.
    public init(answers: [String?] = [], opensURLs: Bool = false,
                onChange: (@Sendable (SessionChange) async -> Void)? = nil) {
        record = Mutex(Record(answers: answers))
        self.opensURLs = opensURLs
        self.onChange = onChange
    }

    public var changes: [SessionChange] { record.withLock { $0.changes } }
    public var messages: [String] { record.withLock { $0.messages } }
    /// Alerts as `title: message`, or the title alone when there is no message.
    public var alerts: [String] { record.withLock { $0.alerts } }
    /// The questions the session asked, answered or not.
    public var inputRequests: [InputRequest] { record.withLock { $0.inputRequests } }
    /// The URLs the session asked to open, whatever the answer.
    public var opened: [String] { record.withLock { $0.opened } }
    /// Shares as `title url`.
    public var shared: [String] { record.withLock { $0.shared } }

    /// The entries the presenter was asked to draw, in order (pushes and updates).
    public var shownEntries: [NavigationEntry] {
        changes.compactMap { change in
            switch change {
            case .stackChanged(let top, _): return top
            case .entryUpdated(let entry, _): return entry
            }
        }
    }

    /// The diffs of in-place updates (refreshes), in order.
    public var diffs: [ScreenDiff] {
        changes.compactMap { change in
            if case .entryUpdated(_, let diff) = change { return diff }
            return nil
        }
    }

    public func sessionDidChange(_ change: SessionChange) async {
        record.withLock { $0.changes.append(change) }
        await onChange?(change)
    }

    public func showAlert(title: String, message: String?) async {
        record.withLock { $0.alerts.append(message.map { "\(title): \($0)" } ?? title) }
    }

    public func showMessage(_ message: String) async {
        record.withLock { $0.messages.append(message) }
    }

    public func requestInput(_ request: InputRequest) async -> String? {
        record.withLock { record in
            record.inputRequests.append(request)
            return record.answers.isEmpty ? nil : record.answers.removeFirst()
        }
    }

    public func open(url: WebURL) async -> Bool {
        record.withLock { $0.opened.append(url.description) }
        return opensURLs
    }

    public func share(title: String, url: String) async {
        record.withLock { $0.shared.append("\(title) \(url)") }
    }
}

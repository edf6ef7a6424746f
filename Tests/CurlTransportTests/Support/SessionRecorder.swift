import SDUI
import SDUISession
import Synchronization

/// A presenter that records what the session shows, for asserting on the
/// failed states the user would see. Answers no questions and opens nothing.
final class SessionRecorder: SessionPresenter {
    private struct Record {
        var changes: [SessionChange] = []
        var messages: [String] = []
        var alerts: [String] = []
    }

    private let record = Mutex(Record())

    var messages: [String] { record.withLock { $0.messages } }
    var alerts: [String] { record.withLock { $0.alerts } }

    /// The entries the presenter was asked to draw, in order (pushes and updates).
    var shownEntries: [NavigationEntry] {
        record.withLock { record in
            record.changes.compactMap { change in
                switch change {
                case .stackChanged(let top, _): return top
                case .entryUpdated(let entry, _): return entry
                }
            }
        }
    }

    func sessionDidChange(_ change: SessionChange) async {
        record.withLock { $0.changes.append(change) }
    }

    func showAlert(title: String, message: String?) async {
        record.withLock { $0.alerts.append(message.map { "\(title): \($0)" } ?? title) }
    }

    func showMessage(_ message: String) async {
        record.withLock { $0.messages.append(message) }
    }

    func requestInput(_ request: InputRequest) async -> String? { nil }

    func open(url: WebURL) async -> Bool { false }

    func share(title: String, url: String) async {}
}

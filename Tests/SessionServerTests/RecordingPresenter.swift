import SDUI
import SDUISession
import Synchronization

/// Records everything the session shows and answers the server's questions
/// from a script (nil cancels), the way a person at the terminal would.
final class RecordingPresenter: SessionPresenter {
    private struct Record {
        var changes: [SessionChange] = []
        var messages: [String] = []
        var alerts: [String] = []
        var questions: [InputRequest] = []
        var answers: [String?] = []
    }

    private let record: Mutex<Record>

    init(answers: [String?] = []) {
        record = Mutex(Record(answers: answers))
    }

    var changes: [SessionChange] { record.withLock { $0.changes } }
    var messages: [String] { record.withLock { $0.messages } }
    var alerts: [String] { record.withLock { $0.alerts } }
    var questions: [InputRequest] { record.withLock { $0.questions } }

    /// The entries the presenter was asked to draw, in order (pushes and updates).
    var shownEntries: [NavigationEntry] {
        changes.compactMap { change in
            switch change {
            case .stackChanged(let top, _): return top
            case .entryUpdated(let entry, _): return entry
            }
        }
    }

    /// The diffs of in-place updates (refreshes), in order.
    var diffs: [ScreenDiff] {
        changes.compactMap { change in
            if case .entryUpdated(_, let diff) = change { return diff }
            return nil
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

    func requestInput(_ request: InputRequest) async -> String? {
        record.withLock { record in
            record.questions.append(request)
            return record.answers.isEmpty ? nil : record.answers.removeFirst()
        }
    }

    func open(url: WebURL) async -> Bool { false }

    func share(title: String, url: String) async {}
}

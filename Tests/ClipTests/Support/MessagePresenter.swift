import SDUI
import SDUISession
import Synchronization

/// A presenter that only records the passing messages a session shows.
final class MessagePresenter: SessionPresenter {
    private let shown = Mutex<[String]>([])
    var messages: [String] { shown.withLock { $0 } }

    func sessionDidChange(_ change: SessionChange) async {}
    func showAlert(title: String, message: String?) async {}
    func showMessage(_ message: String) async { shown.withLock { $0.append(message) } }
    func requestInput(_ request: InputRequest) async -> String? { nil }
    func open(url: WebURL) async -> Bool { false }
    func share(title: String, url: String) async {}
}

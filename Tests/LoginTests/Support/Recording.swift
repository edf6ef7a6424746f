import SDUI
import SDUISession
import Synchronization

/// Wraps the live transport and records every request as sent (after the decorators).
final class RecordingHTTPClient: HTTPClient {
    let wrapped: any HTTPClient
    private let sent = Mutex<[OutgoingRequest]>([])

    init(_ wrapped: any HTTPClient) { self.wrapped = wrapped }

    var requests: [OutgoingRequest] { sent.withLock { $0 } }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return try await wrapped.send(request)
    }
}

/// Records what the session shows; input questions are cancelled.
final class RecordingPresenter: SessionPresenter {
    private let recorded = Mutex<(messages: [String], alerts: [String])>(([], []))

    var messages: [String] { recorded.withLock { $0.messages } }
    var alerts: [String] { recorded.withLock { $0.alerts } }

    func sessionDidChange(_ change: SessionChange) async {}
    func showAlert(title: String, message: String?) async { recorded.withLock { $0.alerts.append("\(title): \(message ?? "")") } }
    func showMessage(_ message: String) async { recorded.withLock { $0.messages.append(message) } }
    func requestInput(_ request: InputRequest) async -> String? { nil }
    func open(url: WebURL) async -> Bool { false }
    func share(title: String, url: String) async {}
}

/// A clock tests can move forward, to expire tokens.
final class TestClock: Sendable {
    private let seconds: Mutex<Int64>
    init(_ start: Int64) { seconds = Mutex(start) }
    var now: Int64 { seconds.withLock { $0 } }
    func advance(by delta: Int64) { seconds.withLock { $0 += delta } }
}

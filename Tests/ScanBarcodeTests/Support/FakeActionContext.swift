import JSON
import SDUI
import Synchronization

/// An `ActionContext` that answers questions from a script and records
/// everything the handler did, so the scan flow runs without a session.
final class FakeActionContext: ActionContext {
    struct Record: Sendable {
        var messages: [String] = []
        var questions: [InputRequest] = []
        var state: [String: JSONValue] = [:]
        var performed: [Action] = []
        var sent: [OutgoingRequest] = []
    }

    private let record = Mutex(Record())
    private let answers: Mutex<[String?]>
    private let outcome: ActionOutcome

    /// `answers`: one per question, nil meaning the user cancelled; questions past the end are cancelled.
    init(answers: [String?], performOutcome: ActionOutcome = .completedWithMessage("Parcel registered")) {
        self.answers = Mutex(answers)
        outcome = performOutcome
    }

    var messages: [String] { record.withLock { $0.messages } }
    var questions: [InputRequest] { record.withLock { $0.questions } }
    var state: [String: JSONValue] { record.withLock { $0.state } }
    var performed: [Action] { record.withLock { $0.performed } }
    var sent: [OutgoingRequest] { record.withLock { $0.sent } }

    func stateValue(forKey key: String) async -> JSONValue? { record.withLock { $0.state[key] } }

    func setStateValue(_ value: JSONValue?, forKey key: String) async {
        record.withLock { $0.state[key] = value }
    }

    func perform(_ action: Action) async -> ActionOutcome {
        record.withLock { $0.performed.append(action) }
        return outcome
    }

    func requestInput(_ request: InputRequest) async -> String? {
        record.withLock { $0.questions.append(request) }
        return answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    func showMessage(_ message: String) async {
        record.withLock { $0.messages.append(message) }
    }

    func showFieldError(_ message: String, forKey stateKey: String) async -> Bool { false }

    /// Scanning never talks to the server itself (its `then` does); recorded and refused.
    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        record.withLock { $0.sent.append(request) }
        throw .cannotConnect(url: request.url, detail: "no server in this test")
    }
}

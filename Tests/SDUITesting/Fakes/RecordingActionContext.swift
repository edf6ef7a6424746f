import JSON
import SDUI
import Synchronization

/// An `ActionContext` without a session, so one action handler runs on its own:
/// state from a table, questions answered from a script, requests answered by a
/// closure (or refused as if there were no server), and everything the handler
/// did recorded in order for the test to assert on.
public final class RecordingActionContext: ActionContext {
    /// How the server answers a request; nil refuses every request as unreachable.
    public typealias Server = @Sendable (OutgoingRequest) throws(TransportError) -> HTTPResponse

    private struct Record {
        var state: [String: JSONValue]
        var answers: [String?]
        var messages: [String] = []
        var questions: [InputRequest] = []
        var performed: [Action] = []
        var sent: [OutgoingRequest] = []
        var events: [String] = []
    }

    private let record: Mutex<Record>
    private let performOutcome: ActionOutcome
    private let gate: Gate?
    private let server: Server?

    /// - Parameters:
    ///   - state: the screen's state the handler reads and writes.
    ///   - answers: one per question the handler asks, nil meaning the user cancelled;
    ///     questions past the end are cancelled.
    ///   - performOutcome: what every action the handler runs through `perform` ends with.
    ///   - gate: holds each request until the test opens it, to see what happens meanwhile.
    ///   - server: answers each request; without one, `send` fails as if offline.
    public init(state: [String: JSONValue] = [:], answers: [String?] = [], performOutcome: ActionOutcome = .completed,
                gate: Gate? = nil, server: Server? = nil) {
        record = Mutex(Record(state: state, answers: answers))
        self.performOutcome = performOutcome
        self.gate = gate
        self.server = server
    }

    /// What the handler told the user, in order.
    public var messages: [String] { record.withLock { $0.messages } }
    /// What the handler asked the user, in order.
    public var questions: [InputRequest] { record.withLock { $0.questions } }
    /// The state as the handler left it.
    public var state: [String: JSONValue] { record.withLock { $0.state } }
    /// The actions the handler ran through `perform`.
    public var performed: [Action] { record.withLock { $0.performed } }
    /// The requests the handler sent, answered or not.
    public var sent: [OutgoingRequest] { record.withLock { $0.sent } }
    /// One line per request sent, response received and message shown, and each `note`,
    /// in the order they happened: for asserting on what came first.
    public var events: [String] { record.withLock { $0.events } }

    /// Adds a line of the test's own to `events`.
    public func note(_ event: String) { record.withLock { $0.events.append(event) } }

    public func stateValue(forKey key: String) async -> JSONValue? { record.withLock { $0.state[key] } }

    public func setStateValue(_ value: JSONValue?, forKey key: String) async {
        record.withLock { $0.state[key] = value }
    }

    public func perform(_ action: Action) async -> ActionOutcome {
        record.withLock { $0.performed.append(action) }
        return performOutcome
    }

    public func requestInput(_ request: InputRequest) async -> String? {
        record.withLock { record in
            record.questions.append(request)
            return record.answers.isEmpty ? nil : record.answers.removeFirst()
        }
    }

    public func showMessage(_ message: String) async {
        record.withLock {
            $0.messages.append(message)
            $0.events.append("message: \(message)")
        }
    }

    /// No screen here: the handler must say it another way.
    public func showFieldError(_ message: String, forKey stateKey: String) async -> Bool { false }

    public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        record.withLock {
            $0.sent.append(request)
            $0.events.append("request \(request.url)")
        }
        guard let server else { throw .cannotConnect(url: request.url, detail: "no server in this test") }
        if let gate { await gate.wait() }
        note("response \(request.url)")
        return try server(request)
    }
}

import JSON

/// Runs one feature action type (`scanBarcode`, `login`, `play` …), typed:
/// registered in one call, under its content's type name, and handed the
/// action already as that type.
///
/// The session engine runs the core's actions itself and hands each
/// `Action.custom` to the handler registered for its type.
///
/// ```swift
/// struct PlayHandler: ActionHandler {
///     func run(_ play: PlayAction, in context: any ActionContext) async -> ActionOutcome { … }
/// }
/// try registry.register(handler: PlayHandler(player: player), owner: "Player")
/// ```
public protocol ActionHandler<Content>: Sendable {
    associatedtype Content: ActionContent
    func run(_ action: Content, in context: any ActionContext) async -> ActionOutcome
}

/// What a handler may do to the session that runs it.
public protocol ActionContext: Sendable {
    /// The state value of the current screen under `key`.
    func stateValue(forKey key: String) async -> JSONValue?
    func setStateValue(_ value: JSONValue?, forKey key: String) async
    /// Runs another action (a command after a scan, say) and returns its outcome.
    func perform(_ action: Action) async -> ActionOutcome
    /// Asks the user for text or a choice; nil when they cancel.
    func requestInput(_ request: InputRequest) async -> String?
    /// Tells the user something without stopping the flow.
    func showMessage(_ message: String) async
    /// Shows `message` under the text field bound to `stateKey` and moves the focus
    /// there, as the form's own checks do, so an error about one input sits where the
    /// user fixes it; false when the screen has no such field (say it another way then).
    func showFieldError(_ message: String, forKey stateKey: String) async -> Bool
    /// Sends a request to the session's server with the standard headers and
    /// the registered decorators; a relative URL resolves against the server.
    /// Any status comes back as a response; only transport failures throw.
    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse
}

/// How an action ended, for the user and for observers.
public enum ActionOutcome: Sendable, Equatable {
    case completed
    /// Finished, with something to tell the user ("Done", "Added to favourites").
    case completedWithMessage(String)
    case cancelled
    /// Did not finish; the message says why, in words for the user.
    case failed(String)

    public var succeeded: Bool {
        switch self {
        case .completed, .completedWithMessage: return true
        case .cancelled, .failed: return false
        }
    }
}

import JSON

/// Asks the server to do something ("add to favourites", "pay"), by POSTing
/// a payload; the server answers with a `CommandResult`.
///
/// Values of the listed `stateKeys` are added to the body, so forms send what
/// the user typed.
///
/// ```json
/// {"type": "command", "url": "/v1/commands/favourite", "payload": {"playlist": "baroque"}, "stateKeys": ["note"]}
/// ```
public struct CommandAction: Codable, Sendable, Equatable {
    /// Absolute, or relative to the server the screen came from.
    public var url: String
    /// `POST` when absent.
    public var method: String?
    public var payload: JSONValue?
    public var stateKeys: [String]?
    /// The change the command expects, shown at once by a client with
    /// `f:optimistic@1` and put back if the command fails.
    public var optimistic: OptimisticUpdate?
    /// Set when `url` is an ordinary endpoint that answers with its own JSON
    /// (or nothing), not with a `CommandResult`: how that answer is taken.
    public var answer: PlainAnswer?

    public init(url: String, method: String? = nil, payload: JSONValue? = nil, stateKeys: [String]? = nil,
                optimistic: OptimisticUpdate? = nil, answer: PlainAnswer? = nil) {
        self.url = url
        self.method = method
        self.payload = payload
        self.stateKeys = stateKeys
        self.optimistic = optimistic
        self.answer = answer
    }

    /// Runs an app's command, declared by its route, on the API version `version` the screen is for.
    public init<Input>(_ command: CommandRoute<Input>, version: Int, payload: JSONValue? = nil, stateKeys: [String]? = nil,
                optimistic: OptimisticUpdate? = nil) {
        self.init(url: APIRoute.command(command).path(version: version), payload: payload, stateKeys: stateKeys,
                  optimistic: optimistic)
    }

    enum CodingKeys: String, CodingKey {
        case url, method, payload, stateKeys, optimistic, answer
    }

    /// A malformed `optimistic` is dropped with a diagnostic: the command
    /// still runs, and the client waits for the answer as it would without it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decode(String.self, forKey: .url)
        method = try container.decodeIfPresent(String.self, forKey: .method)
        payload = try container.decodeIfPresent(JSONValue.self, forKey: .payload)
        stateKeys = try container.decodeIfPresent([String].self, forKey: .stateKeys)
        optimistic = container.decodeLossyIfPresent(OptimisticUpdate.self, forKey: .optimistic, context: ContractContext.of(decoder))
        // Not lossy: without it the endpoint's answer would be taken for a command result and fail.
        answer = try container.decodeIfPresent(PlainAnswer.self, forKey: .answer)
    }

    /// What to send: the payload as the body (Primephonic's rule), with
    /// `state` holding the listed keys' values, in the listed order (a key
    /// without a value as `null`). An object payload takes `state` among its
    /// members (replacing one of that name); beside any other payload it goes
    /// in the `SDUI-Command-Members` header (`CommandBody`).
    public func request(with state: ScreenState) -> CommandBody {
        var added = JSONObject()
        if let stateKeys, !stateKeys.isEmpty {
            added["state"] = .object(state.values(forKeys: stateKeys))
        }
        return CommandBody(payload: payload, adding: added)
    }

    /// The POST body alone (`request(with:).body`): for an object payload or
    /// none, its members plus `state`; any other payload as it is.
    public func body(with state: ScreenState) -> JSONValue {
        request(with: state).body
    }
}

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

    public init(url: String, method: String? = nil, payload: JSONValue? = nil, stateKeys: [String]? = nil) {
        self.url = url
        self.method = method
        self.payload = payload
        self.stateKeys = stateKeys
    }

    /// Runs an app's command, declared by its route, on the API version `version` the screen is for.
    public init(_ command: CommandRoute, version: Int, payload: JSONValue? = nil, stateKeys: [String]? = nil) {
        self.init(url: APIRoute.command(command).path(version: version), payload: payload, stateKeys: stateKeys)
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

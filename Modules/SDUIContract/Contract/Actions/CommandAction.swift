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

    /// The body to send: the payload's members (a payload that is not an
    /// object goes under `payload`) plus `state` with the listed keys' values.
    /// `state` is reserved: a payload member of that name is replaced when
    /// `stateKeys` is set.
    public func body(with state: ScreenState) -> JSONValue {
        var body = payload?.objectValue ?? JSONObject()
        if let payload, payload.objectValue == nil { body["payload"] = payload }
        if let stateKeys, !stateKeys.isEmpty {
            body["state"] = .object(state.values(forKeys: stateKeys))
        }
        return .object(body)
    }
}

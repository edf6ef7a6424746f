import JSON

/// Changes to the screen a client shows, sent instead of the whole screen
/// (in a `done` command result, §6.1): components replaced, inserted or
/// removed by id, then state keys set. A client applies it whole or not at
/// all (then it loads the screen again), and redraws what changed.
///
/// ```json
/// {"screen": "playlists/late-night",
///  "operations": [{"op": "replace", "id": "favourite", "component": {"type": "button", "label": "♥ In your favourites",
///                  "action": {"type": "command", "url": "commands/unfavourite", "payload": {"playlist": "late-night"}}}}],
///  "state": {"favourite": true}}
/// ```
///
/// Ids a server generates from JSON paths shift when siblings change, so a
/// patch names only ids the server gave its elements.
public struct Patch: Codable, Sendable, Equatable {
    /// The screen the patch was made for; a client applies it to that screen only.
    public var screen: ScreenPath
    public var operations: [PatchOperation]
    /// State keys to set once the operations are applied.
    public var state: JSONObject?
    /// The operations as they arrived, one per operation: what a component
    /// carries that decoding resolves away (`visible`, expressions for the
    /// state they are shown in) is applied to a screen's document from here
    /// (`ScreenDocument.applying(_:)`). Set by `ScreenFactory.makeCommandResult`;
    /// nil for a patch made in Swift.
    var operationsAsSent: [JSONValue]?

    public init(screen: ScreenPath, operations: [PatchOperation], state: JSONObject? = nil) {
        self.screen = screen
        self.operations = operations
        self.state = state
        operationsAsSent = nil
    }

    /// Equal when they make the same change, however they arrived.
    public static func == (lhs: Patch, rhs: Patch) -> Bool {
        lhs.screen == rhs.screen && lhs.operations == rhs.operations && lhs.state == rhs.state
    }

    enum CodingKeys: String, CodingKey {
        case screen, operations, state
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screen = try container.decodeScreenPath(forKey: .screen)
        operations = try container.decode([PatchOperation].self, forKey: .operations)
        guard operations.count <= Self.maximumOperations else {
            throw DecodingError.dataCorruptedError(forKey: .operations, in: container,
                                                   debugDescription: "a patch holds at most \(Self.maximumOperations) operations")
        }
        state = try container.decodeIfPresent(JSONObject.self, forKey: .state)
        operationsAsSent = nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen.description, forKey: .screen)
        try container.encode(operations, forKey: .operations)
        try container.encodeIfPresent(state, forKey: .state)
    }

    /// More than this is a new screen, not a patch.
    public static let maximumOperations = 1_000
}

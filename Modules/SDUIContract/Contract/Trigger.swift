import JSON

/// Actions a screen runs by itself when its state changes, with no key
/// press and no request (contract §8.4): a `when` condition that runs them
/// as it becomes true, or `keys` whose change runs them (while `when`
/// holds, when it has both).
///
/// ```json
/// {"id": "select-all", "when": "@{all}", "actions": [{"type": "updateState", "key": "milk", "value": true}]}
/// {"id": "total", "keys": ["milk", "bread"], "actions": [{"type": "updateState", "key": "total", "value": "@{(milk ? 2 : 0) + (bread ? 3 : 0)}"}]}
/// ```
///
/// The screen is resolved for its state before its triggers are read, so
/// `when` arrives here as the boolean its expression gave, and the actions'
/// `@{…}` values as they read in the state the trigger fired in, exactly as
/// a button's action reads when it is pressed. Running them is
/// `TriggerEngine`'s part.
public struct Trigger: Codable, Sendable, Equatable {
    /// Names the trigger in diagnostics (a stopped loop lists the ids involved); unique on a screen.
    public var id: String
    /// The condition as resolved: the trigger fires when it turns `true`
    /// (anything else, a failed expression's text too, counts as false).
    /// With `keys`, it is a guard instead: a change of the keys fires the
    /// trigger only while the condition is `true`.
    public var when: JSONValue?
    /// State keys whose change fires the trigger.
    public var keys: [String]?
    /// Run in order, through the client's ordinary action machinery.
    public var actions: [Action]

    public init(id: String, when: JSONValue? = nil, keys: [String]? = nil, actions: [Action]) {
        self.id = id
        self.when = when
        self.keys = keys
        self.actions = actions
    }

    enum CodingKeys: String, CodingKey {
        case id, when, keys, actions
    }

    /// Refuses a trigger without an id, or with neither `when` nor `keys`:
    /// it would react to nothing. Lossy decoding drops it with a
    /// diagnostic; the rest of the screen stays.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "A trigger needs a non-empty 'id'.")
        }
        when = try container.decodeIfPresent(JSONValue.self, forKey: .when)
        keys = try container.decodeIfPresent([String].self, forKey: .keys)
        guard when != nil || keys != nil else {
            throw DecodingError.dataCorruptedError(forKey: .when, in: container,
                                                   debugDescription: "A trigger needs 'when', 'keys' or both.")
        }
        actions = try container.decode([Action].self, forKey: .actions)
    }
}

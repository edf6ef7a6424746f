/// Actions a component runs when it leaves the screen after having been on
/// it (contract §8.6): scrolled out, covered by a dialog, or its screen
/// left, each time it goes.
///
/// ```json
/// {"id": "promo-gone", "actions": [{"type": "updateState", "key": "promoSeen", "value": true}]}
/// ```
public struct DisappearAction: Codable, Sendable, Equatable {
    /// Names it in diagnostics and in the engine's record of what fired; unique on its component.
    public var id: String
    /// Run in order, through the client's ordinary action machinery.
    public var actions: [Action]

    public init(id: String, actions: [Action]) {
        self.id = id
        self.actions = actions
    }

    enum CodingKeys: String, CodingKey {
        case id, actions
    }

    /// Refuses one without a non-empty id or without actions; lossy decoding drops it with a diagnostic.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "A disappear action needs a non-empty 'id'.")
        }
        actions = try container.decode([Action].self, forKey: .actions)
    }
}

import JSON

/// Actions a component runs when the person has seen it (contract §8.6):
/// at least `visiblePercentage` of it on screen, continuously, for
/// `duration` milliseconds, at most `limit` times per screen view. An
/// impression logged once per view is the common case.
///
/// ```json
/// {"id": "promo-seen", "visiblePercentage": 50, "duration": 800, "limit": 1,
///  "actions": [{"type": "logImpression", "element": "promo"}]}
/// ```
///
/// Deciding when it fires is `ImpressionEngine`'s part; each client reports
/// which components it shows and what share of each.
public struct VisibilityAction: Codable, Sendable, Equatable {
    /// The share of a component that counts as seen when none is given.
    public static let defaultPercentage = 50
    /// How long it must stay seen when no duration is given.
    public static let defaultDuration = 800
    /// The longest `duration` a client waits for (a minute): a longer one is shortened to it.
    public static let maximumDuration = 60_000
    /// Visibility actions, and disappear actions, one component keeps; the rest are left out.
    public static let maximumPerComponent = 16

    /// Names it in diagnostics and in the engine's record of what fired; unique on its component.
    public var id: String
    /// The percentage of the component's area (rows, in the terminal) that must be on screen, 1 to 100.
    public var visiblePercentage: Int
    /// Milliseconds it must stay at least that visible, 0 to `maximumDuration`.
    public var duration: Int
    /// Times it runs at most per screen view; 0 for no limit (once per time it comes into view).
    public var limit: Int
    /// Run in order, through the client's ordinary action machinery.
    public var actions: [Action]

    public init(id: String, visiblePercentage: Int = VisibilityAction.defaultPercentage,
                duration: Int = VisibilityAction.defaultDuration, limit: Int = 1, actions: [Action]) {
        self.id = id
        self.visiblePercentage = visiblePercentage
        self.duration = duration
        self.limit = limit
        self.actions = actions
    }

    enum CodingKeys: String, CodingKey {
        case id, visiblePercentage, duration, limit, actions
    }

    /// Refuses one without an id or actions, or with a field of the wrong
    /// type (lossy decoding drops it with a diagnostic; the component
    /// stays); keeps the share within 1 to 100, the duration within 0 to
    /// `maximumDuration` and the limit at 0 or more, each with a
    /// `defaultedValue` diagnostic at its path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let context = ContractContext.of(decoder)
        let id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "A visibility action needs a non-empty 'id'.")
        }
        self.id = id
        visiblePercentage = try Self.bounded(.visiblePercentage, in: container, default: Self.defaultPercentage, within: 1...100,
                                             id: id, at: decoder, context: context)
        duration = try Self.bounded(.duration, in: container, default: Self.defaultDuration, within: 0...Self.maximumDuration,
                                    id: id, at: decoder, context: context)
        // A negative limit is taken as the default, not as "no limit" (0).
        limit = try Self.bounded(.limit, in: container, default: 1, within: 0...Int.max, outside: 1, id: id, at: decoder, context: context)
        actions = try container.decode([Action].self, forKey: .actions)
    }

    /// A field's value, or its default, kept within `range` (or replaced by
    /// `outside`) with a `defaultedValue` diagnostic at its path. One
    /// function for the three fields: the clip, which takes no impressions, links it once.
    @inline(never)
    private static func bounded(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, default fallback: Int,
                                within range: ClosedRange<Int>, outside: Int? = nil, id: String, at decoder: any Decoder,
                                context: ContractContext) throws -> Int {
        let asked = try container.decodeIfPresent(Int.self, forKey: key) ?? fallback
        guard !range.contains(asked) else { return asked }
        let kept = outside ?? min(max(asked, range.lowerBound), range.upperBound)
        context.record(.defaultedValue, at: decoder.codingPath + [key],
                       "visibility action '\(id)': \(key.stringValue) is kept within \(range.lowerBound)...\(range.upperBound), not \(asked); using \(kept)")
        return kept
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(visiblePercentage, forKey: .visiblePercentage)
        try container.encode(duration, forKey: .duration)
        try container.encode(limit, forKey: .limit)
        try container.encode(actions, forKey: .actions)
    }
}

import JSON

/// A timer a screen runs by itself (contract §8.5): it counts down a
/// `duration`, or counts up until its `until` holds, writing its value to a
/// state key at every tick, so texts, `visible` and triggers that read the
/// key follow with no request.
///
/// ```json
/// {"id": "hold", "duration": 120000, "tick": 1000, "key": "left", "autostart": true,
///  "onEnd": [{"type": "refresh"}]}
/// ```
///
/// The screen is resolved for its state before its timers are read, so
/// `until` arrives as the boolean its expression gave. Running them is
/// `TimerEngine`'s part.
public struct ScreenTimer: Codable, Sendable, Equatable {
    /// The shortest tick a client runs: a smaller one is raised to it.
    public static let minimumTick = 100
    /// The tick of a timer that names none.
    public static let defaultTick = 1_000
    /// The longest duration and tick (a day), so no sum of them overflows.
    public static let maximumDuration = 86_400_000
    /// Timers a screen runs at most; the rest are left out.
    public static let maximumPerScreen = 32
    /// Ticks a timer without a duration runs at most before it ends by itself.
    public static let maximumTicks = 100_000

    /// Names the timer in its actions (`startTimer`) and in diagnostics; unique on a screen.
    public var id: String
    /// Milliseconds it counts down; nil for a timer that counts up until `until` holds.
    public var duration: Int?
    /// Milliseconds between ticks, at least `minimumTick`.
    public var tick: Int
    /// The state key holding its value: the milliseconds left (with a
    /// duration) or gone by (without one), a multiple of `tick` but for the last.
    public var key: String?
    /// As resolved: read after each tick; `true` ends the timer there.
    public var until: JSONValue?
    /// Starts when the screen arrives, without a `startTimer`.
    public var autostart: Bool
    /// Run after each tick has written the key.
    public var onTick: [Action]
    /// Run once when the timer ends (its duration ran out, `until` held, or `maximumTicks`).
    public var onEnd: [Action]

    public init(id: String, duration: Int? = nil, tick: Int = ScreenTimer.defaultTick, key: String? = nil, until: JSONValue? = nil,
                autostart: Bool = false, onTick: [Action] = [], onEnd: [Action] = []) {
        self.id = id
        self.duration = duration
        self.tick = tick
        self.key = key
        self.until = until
        self.autostart = autostart
        self.onTick = onTick
        self.onEnd = onEnd
    }

    /// The key's value when the timer starts or is reset.
    public var startingValue: Int { duration ?? 0 }

    enum CodingKeys: String, CodingKey {
        case id, duration, tick, key, until, autostart, onTick, onEnd
    }

    /// Refuses a timer without an id or with a field of the wrong type
    /// (lossy decoding drops it with a diagnostic; the rest of the screen
    /// stays); keeps a duration within 1 ms to `maximumDuration` (one of 0
    /// ends at once) and a tick within `minimumTick` to `maximumDuration`,
    /// each with a `defaultedValue` diagnostic at its path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let context = ContractContext.of(decoder)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "A timer needs a non-empty 'id'.")
        }
        duration = try container.decodeIfPresent(Int.self, forKey: .duration)
        if let asked = duration, !(1...Self.maximumDuration).contains(asked) {
            let kept = min(max(asked, 1), Self.maximumDuration)
            context.record(.defaultedValue, at: decoder.codingPath + [CodingKeys.duration],
                           "timer '\(id)': a duration is 1 to \(Self.maximumDuration) ms (a day), not \(asked); using \(kept)")
            duration = kept
        }
        let asked = try container.decodeIfPresent(Int.self, forKey: .tick) ?? Self.defaultTick
        tick = min(max(asked, Self.minimumTick), Self.maximumDuration)
        if tick != asked {
            context.record(.defaultedValue, at: decoder.codingPath + [CodingKeys.tick],
                           "timer '\(id)': a tick is \(Self.minimumTick) to \(Self.maximumDuration) ms, not \(asked); using \(tick)")
        }
        key = try container.decodeIfPresent(String.self, forKey: .key)
        until = try container.decodeIfPresent(JSONValue.self, forKey: .until)
        autostart = try container.decodeIfPresent(Bool.self, forKey: .autostart) ?? false
        onTick = try container.decodeIfPresent([Action].self, forKey: .onTick) ?? []
        onEnd = try container.decodeIfPresent([Action].self, forKey: .onEnd) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(duration, forKey: .duration)
        try container.encode(tick, forKey: .tick)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(until, forKey: .until)
        if autostart { try container.encode(true, forKey: .autostart) }
        if !onTick.isEmpty { try container.encode(onTick, forKey: .onTick) }
        if !onEnd.isEmpty { try container.encode(onEnd, forKey: .onEnd) }
    }
}

/// A screen's `timers` as decoded: at most `ScreenTimer.maximumPerScreen`
/// that decode (each one that does not is left out with a diagnostic, as in
/// any lossy array); the entries after them are counted, not decoded, so
/// 10,000 timers cost a screen 32 decodes each time it is resolved.
struct ScreenTimerList: Decodable {
    var timers: [ScreenTimer] = []

    init(from decoder: any Decoder) throws {
        let context = ContractContext.of(decoder)
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd, timers.count < ScreenTimer.maximumPerScreen {
            switch try container.decode(Lossy<ScreenTimer>.self) {
            case .value(let timer): timers.append(timer)
            case .failure(let failure) where !failure.isRecorded:
                context.log.record(Diagnostic(kind: .invalidElement, path: failure.path, reason: failure.reason))
            case .failure: continue
            }
        }
        let leftOut = (container.count ?? container.currentIndex) - container.currentIndex
        if leftOut > 0 {
            context.record(.invalidElement, at: decoder.codingPath,
                           "a screen runs at most \(ScreenTimer.maximumPerScreen) timers; the other \(leftOut) are left out")
        }
    }
}

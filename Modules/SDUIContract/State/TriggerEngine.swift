import JSON

/// Decides which of a screen's triggers fire as its state changes, and
/// stops a chain of them that would not end (contract §8.4).
///
/// A value type with no clock and no I/O, so the terminal client, the web
/// client (`Web/src/state/triggers.ts`, step for step) and the conformance
/// vectors agree: a client calls `beginChain()` when the screen arrives or
/// its state changes from outside (typing, a toggle, a button's action), then
/// `nextRound` until it says `.settled` or `.stopped`, running each round's
/// actions in order in between. Actions that change the state inside a
/// round do not start a chain of their own; the next round sees them.
///
/// - A `when` trigger fires on the edge: when its condition is `true` and
///   was not at the previous round (a screen that arrives with it true fires it).
/// - A `keys` trigger fires when one of its keys holds another value than at
///   the previous round, and its `when`, if it has one, is `true`; the
///   screen's arrival only records the values.
/// - A chain stops after `maximumRounds` rounds that fired something, with
///   a diagnostic naming the triggers that fired in it; a round is refused
///   when it would take the screen past `firingsPerSecond` firings in the
///   last second (`now` comes from the client's clock, a test's fake one).
///   Either way what was decided is kept, so the next change starts afresh
///   and a loop costs at most a bounded chain per change, never a hang.
public struct TriggerEngine: Sendable {
    /// Rounds of firings one change may cause.
    public static let maximumRounds = 10
    /// Firings a screen may run within any second.
    public static let firingsPerSecond = 100
    /// The width of the budget's window, in the clock's milliseconds.
    static let windowMilliseconds = 1_000
    /// Triggers a diagnostic names; the rest are counted, so 10,000 cannot make it huge.
    static let namedInDiagnostic = 8

    /// One trigger's turn: its id and its actions, as they read when it fired.
    public struct Firing: Sendable, Equatable {
        public let id: String
        public let actions: [Action]
    }

    /// What a client does next.
    public enum Round: Sendable, Equatable {
        /// Run these triggers' actions in order, then ask again.
        case fire([Firing])
        /// Nothing fires: the chain is over.
        case settled
        /// The chain is stopped; show the diagnostic and run nothing more.
        case stopped(Diagnostic)
    }

    /// Each `when` trigger's condition at the previous round, by id.
    private var conditions: [String: Bool] = [:]
    /// Each `keys` trigger's values at the previous round, by id.
    private var watched: [String: [JSONValue?]] = [:]
    /// Rounds that fired since the chain began.
    private var rounds = 0
    /// The triggers that fired in this chain, first firing first (at most `namedInDiagnostic`).
    private var chain: [String] = []
    /// All of them, for the count of those not named.
    private var chainSeen: Set<String> = []
    /// When the last firings ran (at most `firingsPerSecond` of them).
    private var recent: [Int] = []
    /// A chain is being run: a change its actions make starts none of its own.
    public var isRunning = false

    public init() {}

    /// A change from outside the triggers: the chain's depth starts again.
    public mutating func beginChain() {
        rounds = 0
        chain = []
        chainSeen = []
    }

    /// Which `triggers` (the screen's, resolved for `state`) fire now. A
    /// trigger whose id came earlier in the list is the one that counts.
    public mutating func nextRound(_ triggers: [Trigger], state: ScreenState, now: Int) -> Round {
        var firing: [Firing] = []
        var seen: Set<String> = []
        for trigger in triggers where seen.insert(trigger.id).inserted {
            if let keys = trigger.keys {
                let values = keys.map { state[$0] }
                let before = watched.updateValue(values, forKey: trigger.id)
                let guarded = trigger.when == nil || trigger.when == .bool(true)
                if let before, before != values, guarded { firing.append(Firing(id: trigger.id, actions: trigger.actions)) }
            } else {
                let holds = trigger.when == .bool(true)
                let held = conditions.updateValue(holds, forKey: trigger.id) ?? false
                if holds && !held { firing.append(Firing(id: trigger.id, actions: trigger.actions)) }
            }
        }
        guard !firing.isEmpty else { return .settled }
        rounds += 1
        for fired in firing where chainSeen.insert(fired.id).inserted && chain.count < Self.namedInDiagnostic {
            chain.append(fired.id)
        }
        guard rounds <= Self.maximumRounds else {
            return .stopped(Diagnostic(kind: .stoppedTrigger, path: "triggers",
                                       reason: "triggers kept firing one another for \(Self.maximumRounds) rounds (\(named)); stopped until the next change"))
        }
        recent.removeAll { $0 <= now - Self.windowMilliseconds }
        guard recent.count + firing.count <= Self.firingsPerSecond else {
            return .stopped(Diagnostic(kind: .stoppedTrigger, path: "triggers",
                                       reason: "triggers fired more than \(Self.firingsPerSecond) times within a second (\(named)); stopped until the next change"))
        }
        recent.append(contentsOf: repeatElement(now, count: firing.count))
        return .fire(firing)
    }

    /// The chain's triggers for a diagnostic: the first few by id, the rest counted.
    private var named: String {
        let ids = chain.map { "'\($0)'" }.joined(separator: ", ")
        let more = chainSeen.count - chain.count
        return more > 0 ? "\(ids) and \(more) more" : ids
    }
}

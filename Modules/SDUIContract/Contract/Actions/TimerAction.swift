/// Starts, stops, pauses, resumes or resets one of the screen's timers
/// (contract §8.5), by its id: five core action types, one payload.
///
/// ```json
/// {"type": "pauseTimer", "id": "hold"}
/// ```
public struct TimerAction: Encodable, Sendable, Equatable {
    /// What is done to the timer; each is its own action type (`startTimer`, …).
    public enum Command: String, Sendable, CaseIterable {
        /// From the beginning, when it is not running or paused (else nothing happens).
        case start
        /// Ends it without `onEnd`; the key keeps its value and a later start begins again.
        case stop
        /// Holds it where it is; its next tick comes as late as the pause lasted.
        case pause
        /// Goes on after a pause.
        case resume
        /// Back to the beginning, the key to its starting value; a running timer goes on from there.
        case reset

        /// The action type: `startTimer`, `stopTimer`, …
        public var actionType: TypeName { TypeName(rawValue + "Timer") }
    }

    /// The payload every timer action has: the timer's id.
    public struct Target: Codable, Sendable, Equatable {
        public var id: String

        public init(id: String) {
            self.id = id
        }
    }

    public var command: Command
    /// The timer's id on the screen; an id the screen does not have does nothing but say so.
    public var id: String

    public init(_ command: Command, id: String) {
        self.command = command
        self.id = id
    }

    public func encode(to encoder: any Encoder) throws {
        try Target(id: id).encode(to: encoder)
    }
}

extension TimerAction.Command {
    /// The action type's line in the schema and the contract's tables.
    var summary: String {
        switch self {
        case .start: return "Starts one of the screen's timers from the beginning, when it is not running (§8.5)."
        case .stop: return "Ends one of the screen's timers without its onEnd actions (§8.5)."
        case .pause: return "Holds one of the screen's timers where it is (§8.5)."
        case .resume: return "Lets a paused timer of the screen go on (§8.5)."
        case .reset: return "Puts one of the screen's timers back to its beginning (§8.5)."
        }
    }
}

/// Runs actions in order and stops at the first that fails, naming it.
///
/// ```json
/// {"type": "sequence", "actions": [{"type": "command", "url": "/v1/commands/pay"}, {"type": "navigate", "destination": "scan-and-go/done"}]}
/// ```
public struct SequenceAction: Codable, Sendable, Equatable {
    public var actions: [Action]

    public init(actions: [Action]) { self.actions = actions }
}

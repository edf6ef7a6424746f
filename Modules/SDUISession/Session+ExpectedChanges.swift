import JSON
import SDUI

extension Session {
    /// Said before the reason when a command that declared no `failureMessage` fails.
    public static let defaultExpectedChangeFailure = "Could not do that"

    /// The change a command declares it expects (`optimistic`, contract §5),
    /// as the session shows it: its state values as resolved when the
    /// command was pressed. A value still holding an expression's text (it
    /// could not be evaluated) is left out rather than shown as text; nil
    /// when nothing is left.
    static func expectedChange(of command: CommandAction) -> OptimisticChange? {
        guard let declared = command.optimistic else { return nil }
        var state = JSONObject()
        for (key, value) in declared.state where !isUnresolved(value) { state[key] = value }
        guard !state.isEmpty else { return nil }
        let failure = declared.failureMessage.flatMap { isUnresolved(.string($0)) || $0.isEmpty ? nil : $0 }
        return OptimisticChange(state: state, failureMessage: failure ?? defaultExpectedChangeFailure)
    }

    /// Whether a value is expression text left as written.
    private static func isUnresolved(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        do throws(ExpressionError) {
            return try InterpolatedText.parse(text) != nil
        } catch {
            return true
        }
    }
}

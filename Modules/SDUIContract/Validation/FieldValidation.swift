/// The fields a button asks to be valid before it acts, checked against the
/// screen's state: each failing field with the message of its first failed rule.
public enum FieldValidation {
    public struct Failure: Sendable, Equatable {
        /// The text field's component id: where focus goes.
        public let componentID: String
        public let stateKey: String
        public let message: String

        public init(componentID: String, stateKey: String, message: String) {
            self.componentID = componentID
            self.stateKey = stateKey
            self.message = message
        }
    }

    /// Fails, in screen order, for the text fields bound to `keys`.
    public static func failures(in screen: Screen, state: ScreenState, keys: [String]) -> [Failure] {
        let wanted = Set(keys)
        var failures: [Failure] = []
        for component in screen.allComponents {
            guard let field = component.content(as: TextFieldComponent.self), wanted.contains(field.stateKey) else { continue }
            let value = state.string(forKey: field.stateKey)
            if let rule = field.validation.first(where: { !$0.accepts(value, in: state) }) {
                failures.append(Failure(componentID: component.id, stateKey: field.stateKey, message: rule.message))
            }
        }
        return failures
    }
}

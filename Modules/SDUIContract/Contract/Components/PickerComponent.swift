import JSON

/// One of several options, chosen into a state key (the tutorial's picker):
/// the chosen option's `value` is what a command sends.
///
/// ```json
/// {"type": "picker", "label": "If nobody is home", "stateKey": "ifAway",
///  "options": [{"title": "Leave it with a neighbour", "value": "neighbour"}, {"title": "Take it to a pickup point", "value": "pickup"}]}
/// ```
public struct PickerComponent: ComponentContent {
    public static let typeName: TypeName = "picker"
    public var label: String?
    public var stateKey: String
    /// Shown in this order; an option whose value is the state's is the chosen one.
    public var options: [InputOption]

    public init(label: String? = nil, stateKey: String, options: [InputOption]) {
        self.label = label
        self.stateKey = stateKey
        self.options = options
    }

    /// Choosing an option is an `updateState` of the key, so every client runs it the same way.
    public var actions: [Action] {
        options.map { .updateState(UpdateStateAction(key: stateKey, value: .string($0.value))) }
    }
}

import SDUIContract

/// What the rules may know beyond the document: the types the sender
/// speaks (core and features, to tell components from actions and find
/// the interactive ones), and, on a server, which screen paths it answers.
public struct LintContext: Sendable {
    /// Component and action types by name.
    public let components: [TypeName: ContractTypeDescriptor]
    public let actions: [TypeName: ContractTypeDescriptor]
    /// Whether a screen path is answered (a content file or an app route);
    /// nil when unknown (a file linted on its own), and the rule that needs it is skipped.
    public let answers: (@Sendable (ScreenPath) -> Bool)?
    /// Members that hold actions in any type (`action`, `primaryAction`, `then`…):
    /// an action's texts (an alert's title) are not an element's label.
    let actionMembers: Set<String>

    public init(types: [ContractTypeDescriptor], answers: (@Sendable (ScreenPath) -> Bool)? = nil) {
        var components: [TypeName: ContractTypeDescriptor] = [:], actions: [TypeName: ContractTypeDescriptor] = [:]
        for type in types {
            switch type.kind {
            case .component: components[type.name] = type
            case .action: actions[type.name] = type
            case .feature: break
            }
        }
        self.components = components
        self.actions = actions
        self.answers = answers
        actionMembers = types.reduce(into: []) { members, type in
            members.formUnion(type.members.actions + type.members.titledActions + type.members.implicitActions.keys)
        }
    }

    /// The core's types only.
    public static let core = LintContext(types: CoreContract.descriptors)
}

extension LintContext {
    /// The core's types and the feature types of `registry`.
    public init(registry: ContractRegistry, answers: (@Sendable (ScreenPath) -> Bool)? = nil) {
        self.init(types: registry.descriptors, answers: answers)
    }
}

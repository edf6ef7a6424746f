/// Everything the features linked into a client contribute, keyed by type:
/// their wire types (a `ContractRegistry`) and what runs them on the device.
///
/// Built once at start-up by the target's entry point and then shared
/// read-only. It is the client's `ScreenFactoryDelegate`. Registering a type
/// twice (or a type the core already owns) throws, so conflicts show up when
/// the program starts rather than as a silent override.
public struct FeatureRegistry: ScreenFactoryDelegate {
    /// The feature types this client decodes.
    public private(set) var contract = ContractRegistry()
    public var components: [TypeName: ComponentDefinition] { contract.components }
    public var actions: [TypeName: ActionDefinition] { contract.actions }
    public private(set) var actionHandlers: [TypeName: HandlerEntry] = [:]
    public private(set) var requestDecorators: [any RequestDecorator] = []
    public private(set) var observers: [any SessionObserver] = []
    /// Features answering server elements locally first, by what they claim.
    public private(set) var overrides: [OverrideClaim: OverrideEntry] = [:]
    /// Names of installed features, in installation order.
    public private(set) var installedFeatures: [String] = []
    /// Added to the message shown for an action this client cannot run: a
    /// trimmed client says where the full experience is ("Open the full client …").
    public var unsupportedActionAdvice: String?

    /// A handler with its action type erased: the cast to the handler's
    /// content type happens here, once, for every handler.
    public struct HandlerEntry: Sendable {
        public let handler: any ActionHandler
        public let owner: String
        private let runCustom: @Sendable (CustomAction, any ActionContext) async -> ActionOutcome

        init<Handler: ActionHandler>(_ handler: Handler, owner: String) {
            self.handler = handler
            self.owner = owner
            runCustom = { action, context in
                guard let content = action.content(as: Handler.Content.self) else {
                    return .failed("the handler of '\(Handler.Content.typeName)' actions received a '\(action.type)' action")
                }
                return await handler.run(content, in: context)
            }
        }

        /// Runs `action` with the handler, as its content type.
        public func run(_ action: CustomAction, in context: any ActionContext) async -> ActionOutcome {
            await runCustom(action, context)
        }
    }

    public struct OverrideEntry: Sendable {
        public let override: any LocalOverride
        public let owner: String
    }

    public init() {}

    /// Runs a feature's registrations; a feature installed twice is a conflict too.
    public mutating func install(_ feature: some Feature) throws(RegistrationError) {
        try feature.register(into: &self)
        installedFeatures.append(feature.name)
    }

    public mutating func register<Content: ComponentContent>(
        component: Content.Type, owner: String
    ) throws(RegistrationError) {
        try contract.register(component: component, owner: owner)
    }

    public mutating func register<Content: ActionContent>(
        action: Content.Type, owner: String
    ) throws(RegistrationError) {
        try contract.register(action: action, owner: owner)
    }

    /// Registers a feature's published wire types (its contract module's `ContractTypes`).
    public mutating func register(_ types: ContractTypes) throws(RegistrationError) {
        try types.register(into: &contract)
    }

    /// Registers the handler of one action type, under its content's type name.
    public mutating func register<Handler: ActionHandler>(handler: Handler, owner: String) throws(RegistrationError) {
        let type = Handler.Content.typeName
        if let existing = actionHandlers[type] {
            throw RegistrationError(slot: .actionHandler, type: type, existingOwner: existing.owner, newOwner: owner)
        }
        actionHandlers[type] = HandlerEntry(handler, owner: owner)
    }

    /// Claims server elements for a local override; one claim has one owner.
    public mutating func register(
        override: any LocalOverride, for claim: OverrideClaim, owner: String
    ) throws(RegistrationError) {
        if let existing = overrides[claim] {
            throw RegistrationError(slot: .override, type: TypeName(claim.description), existingOwner: existing.owner, newOwner: owner)
        }
        overrides[claim] = OverrideEntry(override: override, owner: owner)
    }

    /// The override for an action run from a component: the component's id
    /// first, then its type, then the action's type.
    public func override(for action: Action, componentID: String?, componentType: TypeName?) -> (any LocalOverride)? {
        guard !overrides.isEmpty else { return nil }
        if let componentID, let entry = overrides[.component(id: componentID)] { return entry.override }
        if let componentType, let entry = overrides[.componentType(componentType)] { return entry.override }
        return overrides[.action(type: action.type)]?.override
    }

    public mutating func add(requestDecorator: any RequestDecorator) {
        requestDecorators.append(requestDecorator)
    }

    public mutating func add(observer: any SessionObserver) {
        observers.append(observer)
    }

    /// The handler registered for `type`, ready to run a `CustomAction` of it.
    public func handler(for type: TypeName) -> HandlerEntry? {
        actionHandlers[type]
    }

    // MARK: ScreenFactoryDelegate

    public func makeExternalComponent(_ type: TypeName, from decoder: any Decoder) throws -> (any ComponentContent)? {
        try contract.makeExternalComponent(type, from: decoder)
    }

    public func makeExternalAction(_ type: TypeName, from decoder: any Decoder) throws -> CustomAction? {
        try contract.makeExternalAction(type, from: decoder)
    }

    public var externalCapabilities: [Capability] { contract.externalCapabilities }

    public var omittedFeatures: [Capability] { contract.omittedFeatures }

    /// Leaves a contract feature of the core out of the manifest: the server
    /// then sends what it sends a client without it (the clip: impressions).
    public mutating func leaveOut(_ feature: Capability) {
        contract.omittedFeatures.append(feature)
    }

    /// The core's types plus every registered one.
    public var capabilities: CapabilityManifest { contract.capabilities }
}

extension ContractTypes {
    /// Registers every component and action type into a client's registry.
    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(self)
    }
}

/// Each installed module's state (`ServerModule.State`), made once per
/// environment and found by the module's type, so a module keeps what must
/// live as long as the environment (the live streams' hub) without the core
/// naming it. Shared by every copy of the environment, as its states are
/// classes or values that do not change.
struct ModuleStates: Sendable {
    private var states: [ObjectIdentifier: any Sendable] = [:]

    init() {}

    /// Makes the state of every module `environment.registry` installs, in installation order.
    init(making environment: ServerEnvironment) {
        for module in environment.registry.modules {
            states[ObjectIdentifier(type(of: module))] = Self.state(of: module, environment: environment)
        }
    }

    private static func state(of module: some ServerModule, environment: ServerEnvironment) -> any Sendable {
        module.makeState(environment: environment)
    }

    func state<Module: ServerModule>(of module: Module.Type) -> Module.State? {
        states[ObjectIdentifier(module)] as? Module.State
    }
}

extension ServerEnvironment {
    /// The state `Module` made for this environment (`ServerModule.makeState`);
    /// nil when no module of that type is installed.
    public func state<Module: ServerModule>(of module: Module.Type) -> Module.State? {
        moduleStates.state(of: module)
    }
}

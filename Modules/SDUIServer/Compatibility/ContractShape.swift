import SDUIContract

/// Where components and actions sit in an encoded screen: which member
/// names hold them, which hold free-form data, and which members an element
/// cannot do without, made from the descriptors' and structures' members.
///
/// The contract's types encode elements under a handful of member names
/// (`components`, `children`, `action`, `then` …). Knowing them lets
/// `CapabilityFilter` work on the encoded tree in one pass without a
/// per-type switch.
struct ContractShape: Sendable {
    enum Slot: Equatable, Sendable {
        /// A component, or an array of them.
        case component
        /// An action, or an array of them.
        case action
        /// A `TitledAction` (`{"title", "action"}`) or an array of them: menu entries, heading buttons.
        case titledAction
        /// An action's payload without its `type` (the navigation bar's `share`):
        /// kept only when the client can run that action type.
        case implicitAction(TypeName)
        /// The element's own fallback; resolved by the filter, never passed through.
        case fallback
        /// Free-form data (state, payloads) that may hold anything, even a member called `action`.
        case opaque
        /// A component's `visibilityActions` or `disappearActions` (§8.6):
        /// walked as plain structure for a client that tracks impressions, left out for any other.
        case impressions
        /// Plain structure: walked for nested slots.
        case plain
    }

    private let slots: [String: Slot]
    /// Member names two declarations give different slots: each must mean one thing wherever it appears.
    let conflicts: [String]

    init(descriptors: [ContractTypeDescriptor], structures: [ContractStructure] = CoreContract.structures) {
        var slots: [String: Slot] = ["fallback": .fallback]
        for member in Component.impressionMembers { slots[member] = .impressions }
        var conflicts: Set<String> = []
        func add(_ keys: some Sequence<String>, as slot: Slot) {
            for key in keys {
                if let existing = slots[key], existing != slot { conflicts.insert(key) }
                slots[key] = slot
            }
        }
        for members in descriptors.map(\.members) + structures.map(\.members) {
            add(members.components, as: .component)
            add(members.actions, as: .action)
            add(members.titledActions, as: .titledAction)
            add(members.opaque, as: .opaque)
            for (key, type) in members.implicitActions { add([key], as: .implicitAction(type)) }
        }
        self.slots = slots
        self.conflicts = conflicts.sorted()
    }

    func slot(for key: String) -> Slot { slots[key] ?? .plain }

    /// The pseudo type under which `TitledAction` objects' required members are looked up.
    static let titledActionOwner = ContractStructure(TitledAction.self, members: .none).name
}

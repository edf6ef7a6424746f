import SDUIContract

/// Where components and actions sit in an encoded screen: which member
/// names hold them, which hold free-form data, and which members an element
/// cannot do without.
///
/// The contract's types encode elements under a handful of member names
/// (`components`, `children`, `action`, `then` …). Knowing them lets
/// `CapabilityFilter` work on the encoded tree in one pass without a
/// per-type switch.
enum ContractShape {
    enum Slot {
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
        /// Plain structure: walked for nested slots.
        case plain
    }

    static let slots: [String: Slot] = [
        "components": .component, "children": .component,
        "action": .action, "primaryAction": .action, "deleteAction": .action, "then": .action, "actions": .action,
        "secondaryButtons": .titledAction, "button": .titledAction,
        "share": .implicitAction("share"),
        "fallback": .fallback,
        "initialState": .opaque, "payload": .opaque, "value": .opaque, "analytics": .opaque, "prefetched": .opaque,
    ]

    static func slot(for key: String) -> Slot { slots[key] ?? .plain }

    /// The pseudo type under which `TitledAction` objects are looked up.
    static let titledActionOwner: TypeName = "(titledAction)"
}

import JSON

/// Lets a feature answer a server element on the device before the server
/// does (Primephonic's favourite heart fills the moment it is tapped).
///
/// The server still decides: the element's own action runs as sent, and
/// the session reconciles with its result. When the action fails, the
/// session puts back the state the override changed (unless something newer
/// changed it meanwhile) and says so, so an optimistic answer is never left
/// standing against the server's word.
///
/// ```swift
/// try registry.register(override: FavouriteHeart(), for: .component(id: "favourite"), owner: name)
/// ```
public protocol LocalOverride: Sendable {
    /// What to show at once for `action`, run from `componentID` on a screen
    /// in `state`; nil leaves this run to the server alone (the element is
    /// not what the override expected).
    func optimisticChange(for action: Action, componentID: String?, state: ScreenState) -> OptimisticChange?
}

/// The local answer an override gives while the server works.
public struct OptimisticChange: Sendable, Equatable {
    /// State values set at once; the screen redraws from them.
    public var state: JSONObject
    /// Said at once, when the change alone does not speak for itself.
    public var message: String?
    /// Said, with the server's reason, when the server refuses and the change is undone.
    public var failureMessage: String

    public init(state: JSONObject, message: String? = nil, failureMessage: String) {
        self.state = state
        self.message = message
        self.failureMessage = failureMessage
    }
}

/// Which server elements an override answers. A component id is the most
/// specific claim and wins over its type, which wins over the action's type.
public enum OverrideClaim: Hashable, Sendable, CustomStringConvertible {
    case component(id: String)
    case componentType(TypeName)
    case action(type: TypeName)

    public var description: String {
        switch self {
        case .component(let id): return "component id \(id)"
        case .componentType(let type): return "component type \(type)"
        case .action(let type): return "action type \(type)"
        }
    }
}

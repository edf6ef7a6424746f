/// A registration that would make two modules fight over one type, or that
/// names something a client could not use.
///
/// Raised at start-up, so a target that links two features claiming the same
/// type fails loudly instead of one of them silently winning.
public struct RegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Slot: String, Sendable {
        case component, action, actionHandler = "action handler", renderer
        case override = "local override"
        case asset
        /// A picture by name (`asset:NAME`), in the same namespace as the icons.
        case picture
    }

    public let slot: Slot
    public let type: TypeName
    public let newOwner: String
    private let refusal: Refusal

    /// Why the registration was refused: a conflict with an earlier owner, or a problem of its own.
    private enum Refusal: Sendable, Equatable {
        case taken(by: String)
        case invalid(String)
    }

    /// Who registered it first; empty when the registration was refused for `problem`.
    public var existingOwner: String {
        if case .taken(let owner) = refusal { return owner }
        return ""
    }

    /// What is wrong with the registration itself, when it is not a conflict.
    public var problem: String? {
        if case .invalid(let problem) = refusal { return problem }
        return nil
    }

    /// Two owners claim one type.
    public init(slot: Slot, type: TypeName, existingOwner: String, newOwner: String) {
        self.slot = slot
        self.type = type
        self.newOwner = newOwner
        refusal = .taken(by: existingOwner)
    }

    /// A registration no client could use, whoever came first.
    public init(slot: Slot, type: TypeName, newOwner: String, problem: String) {
        self.slot = slot
        self.type = type
        self.newOwner = newOwner
        refusal = .invalid(problem)
    }

    public var description: String {
        let article = slot == .asset || slot == .actionHandler ? "an" : "a"
        return "\(newOwner) cannot register \(article) \(slot.rawValue) for '\(type)': " + (problem ?? "\(existingOwner) already did")
    }
}

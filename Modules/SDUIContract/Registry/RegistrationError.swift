/// A registration that would make two modules fight over one type.
///
/// Raised at start-up, so a target that links two features claiming the same
/// type fails loudly instead of one of them silently winning.
public struct RegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Slot: String, Sendable {
        case component, action, actionHandler = "action handler", renderer
        case override = "local override"
    }

    public let slot: Slot
    public let type: TypeName
    public let existingOwner: String
    public let newOwner: String

    public init(slot: Slot, type: TypeName, existingOwner: String, newOwner: String) {
        self.slot = slot
        self.type = type
        self.existingOwner = existingOwner
        self.newOwner = newOwner
    }

    public var description: String {
        "\(newOwner) cannot register a \(slot.rawValue) for '\(type)': \(existingOwner) already did"
    }
}

/// One type this client can show or run, with the version it understands.
public struct Capability: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        case component
        case action
        /// A part of the contract that is not a type, such as `expressions`
        /// (`@{…}` fields and `visible`): a server resolves it for clients
        /// that do not declare it.
        case feature

        /// The letter of the header form (`c:text@1`).
        var letter: String {
            switch self {
            case .component: return "c"
            case .action: return "a"
            case .feature: return "f"
            }
        }
    }

    public let kind: Kind
    public let type: TypeName
    public let version: Int

    public init(kind: Kind, type: TypeName, version: Int) {
        self.kind = kind
        self.type = type
        self.version = version
    }

    public var description: String { "\(type)@\(version)" }

    public static func < (lhs: Capability, rhs: Capability) -> Bool {
        (lhs.kind.rawValue, lhs.type.rawValue) < (rhs.kind.rawValue, rhs.type.rawValue)
    }
}

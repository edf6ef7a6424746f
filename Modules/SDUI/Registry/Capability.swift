/// One type this client can show or run, with the version it understands.
public struct Capability: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        case component
        case action
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

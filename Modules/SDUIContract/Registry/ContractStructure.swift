/// A structure of the contract that is not a typed element but holds
/// elements (a section, a carousel item, a menu entry) or text a person
/// reads (a header, a command's result), with its members: declared beside
/// the types in `CoreContract.structures`, so the server's walks over
/// encoded screens know every place an element or a text can sit.
public struct ContractStructure: Sendable {
    /// The Swift type that decodes it, for tests and tools.
    public let type: any (Decodable & Sendable).Type
    public let members: ContractMembers

    public init(_ type: any (Decodable & Sendable).Type, members: ContractMembers) {
        self.type = type
        self.members = members
    }

    /// The name `requiredMembers` are looked up under (`(TitledAction)`).
    public var name: TypeName { TypeName("(\(type))") }
}

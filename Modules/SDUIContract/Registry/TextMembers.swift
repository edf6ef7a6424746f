/// The member names that hold text a person reads: every type's and
/// structure's `ContractMembers.texts` and the element envelope's, so a
/// type declares its texts once, beside its elements, and a server's
/// translation and the tests read them from there.
public enum TextMembers {
    public static func names(of descriptors: [ContractTypeDescriptor],
                             structures: [ContractStructure] = CoreContract.structures) -> Set<String> {
        var names = Set(Component.textMembers)
        for members in descriptors.map(\.members) + structures.map(\.members) { names.formUnion(members.texts) }
        return names
    }

    /// The core's: what a translation table made without a server's features looks up.
    public static let core = names(of: CoreContract.descriptors)
}

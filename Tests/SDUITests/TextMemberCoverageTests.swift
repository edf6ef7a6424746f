import FeatureContracts
import SDUI
@testable import SDUISchema
import Testing

/// A server translates the members the contract declares as text
/// (`ContractMembers.texts`, by name). Every string a type's decoder reads
/// must be one of them or a name this test knows holds data (an id, a key,
/// a URL, a value): a new type's caption that nobody declared, which would
/// reach Dutch readers in English, fails here with its type named.
@Suite("Text members")
struct TextMemberCoverageTests {
    /// String members that hold data, never text a person reads.
    static let dataMembers: Set<String> = [
        "id", "url", "lowResolutionURL", "asset", "audioURL", "tracksMetadataURL", "destination", "path", "screen", "cursor",
        "stateKey", "stateKeys", "key", "keys", "usernameKey", "passwordKey", "answerKey", "field", "validates",
        "value", "method", "pattern", "itemType", "screenName", "name",
    ]

    static let descriptors = CoreContract.descriptors + FeatureContracts.descriptors


    /// The string members of `shape` (and of the objects and definitions it reaches), by name.
    static func strings(in shape: TypeShape, member: String = "", into names: inout [String: String], owner: String) {
        switch shape {
        case .string: names[member] = owner
        case .array(let element): strings(in: element, member: member, into: &names, owner: owner)
        case .anyOf(let shapes): for shape in shapes { strings(in: shape, member: member, into: &names, owner: owner) }
        case .object(let members): for each in members { strings(in: each.shape, member: each.key, into: &names, owner: owner) }
        case .tagged(_, let branches): for branch in branches { strings(in: branch.shape, member: member, into: &names, owner: owner) }
        default: break
        }
    }

    @Test("every string member of every type is declared text, or holds data")
    func everyStringClassified() throws {
        let explorer = ContractSchema.explorer()
        var owners: [String: String] = [:]
        var types: [(String, any Decodable.Type)] = Self.descriptors.compactMap { descriptor in
            descriptor.payload.map { (descriptor.name.rawValue, $0) }
        }
        types += CoreContract.structures.map { ($0.name.rawValue, $0.type) }
        for (name, type) in types { Self.strings(in: try explorer.members(of: type), into: &owners, owner: name) }
        for definition in explorer.definitions { Self.strings(in: definition.shape, into: &owners, owner: definition.name) }
        owners[""] = nil
        #expect(owners.count > 30, "the walk reached the types' members")
        let texts = TextMembers.names(of: Self.descriptors)
        for (member, owner) in owners.sorted(by: { $0.key < $1.key }) where !texts.contains(member) {
            #expect(Self.dataMembers.contains(member),
                    "'\(member)' of \(owner) is a string neither declared text (ContractMembers.texts) nor known data")
        }
        #expect(texts.isDisjoint(with: Self.dataMembers), "a name is both text and data: \(texts.intersection(Self.dataMembers))")
    }
}

import FeatureContracts
import JSON
import SDUI
@testable import SDUISchema
import Testing

/// Each type is declared once, by its descriptor; what the descriptor says
/// about the type's members must be what the type's decoder reads. A member
/// that holds components or actions and is not declared would be walked past
/// by a server preparing screens for older clients; a declared member the
/// decoder never reads is a typo. Either fails here, naming the type.
@Suite("Contract descriptors")
struct DescriptorCoverageTests {
    static let featureContracts = FeatureContracts.all

    enum Holds: Equatable {
        case components, actions, titledActions
    }

    /// What each member of `type` holds, as its decoder reads it.
    static func holdings(of type: any Decodable.Type, explorer: ShapeExplorer) throws -> [String: Holds] {
        holdings(of: try explorer.members(of: type))
    }

    /// An object's members; a tagged type's are those of all its branches.
    static func holdings(of shape: TypeShape) -> [String: Holds] {
        switch shape {
        case .object(let members):
            var result: [String: Holds] = [:]
            for member in members {
                if let holds = holds(member.shape) { result[member.key] = holds }
            }
            return result
        case .tagged(_, let branches):
            return branches.reduce(into: [:]) { result, branch in result.merge(holdings(of: branch.shape)) { first, _ in first } }
        default:
            return [:]
        }
    }

    static func holds(_ shape: TypeShape) -> Holds? {
        switch shape {
        case .reference("component"): return .components
        case .reference("action"): return .actions
        case .reference(let name) where name.hasSuffix(".TitledAction"): return .titledActions
        case .array(let element): return holds(element)
        case .anyOf(let shapes): return shapes.lazy.compactMap(holds).first
        default: return nil
        }
    }

    static func declared(_ members: ContractMembers) -> [String: Holds] {
        var result: [String: Holds] = [:]
        for key in members.components { result[key] = .components }
        for key in members.actions { result[key] = .actions }
        for key in members.titledActions { result[key] = .titledActions }
        return result
    }

    static func explorer() -> ShapeExplorer { ContractSchema.explorer() }

    @Test("every member that holds components or actions is declared, and nothing else", arguments:
          CoreContract.descriptors.map { ($0.name.rawValue, $0) } + featureContracts.flatMap(\.types).map { ($0.name.rawValue, $0) })
    func membersMatchTheDecoder(name: String, descriptor: ContractTypeDescriptor) throws {
        guard let payload = descriptor.payload else { return }
        #expect(try Self.holdings(of: payload, explorer: Self.explorer()) == Self.declared(descriptor.members), "\(name)")
    }

    @Test("structures declare their members the same way")
    func structures() throws {
        for structure in CoreContract.structures {
            #expect(try Self.holdings(of: structure.type, explorer: Self.explorer()) == Self.declared(structure.members),
                    "\(structure.name)")
        }
    }

    @Test("names are unique, payloads decode what they name, and the manifest lists exactly the descriptors")
    func oneList() {
        let names = CoreContract.descriptors.map(\.name)
        #expect(Set(names).count == names.count)
        for descriptor in CoreContract.components {
            #expect((descriptor.payload as? any ComponentContent.Type)?.typeName == descriptor.name, "\(descriptor.name)")
        }
        #expect(Set(CoreContract.capabilities) == Set(CoreContract.descriptors.map(\.capability) + CoreContract.features))
        #expect(CoreContract.descriptors.allSatisfy { !$0.summary.isEmpty && $0.summary.hasSuffix(".") })
    }
}

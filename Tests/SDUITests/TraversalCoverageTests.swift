import FeatureContracts
import JSON
import SDUI
@testable import SDUISchema
import Testing

/// A component's typed traversal (`children`, `actions`) is what the
/// client walks for focus order, diffs, patches and pages; its descriptor's
/// members are what the server walks in the encoded tree. For every core
/// and feature component type, an element with every member present (made
/// from what its decoder reads, `ShapeExplorer`) must show the typed walk
/// every component and action the encoded one holds, in document order, and
/// `replacingChildren` must put children back where they came from. A
/// container or a control that forgets one fails here, naming its type.
/// (`actions` may hold more than the members: a picker's options are
/// `updateState` actions it makes; the members' own must all be there.)
@Suite("Typed traversal of every component type")
struct TraversalCoverageTests {
    static let factory: ScreenFactory = {
        var registry = ContractRegistry()
        for types in FeatureContracts.all { try? types.register(into: &registry) }
        return ScreenFactory(delegate: registry)
    }()

    static let components = (CoreContract.descriptors + FeatureContracts.descriptors).filter { $0.kind == .component }

    @Test("children and actions are every element the members hold", arguments: components.map { ($0.name.rawValue, $0) })
    func traversalMatchesMembers(name: String, descriptor: ContractTypeDescriptor) throws {
        let payload = try #require(descriptor.payload)
        let explorer = ContractSchema.explorer()
        var sample = ElementSample(explorer: explorer)
        let document = try sample.element(type: name, members: explorer.members(of: payload))
        let decoded = try Self.factory.decode(Component.self, from: document)
        #expect(decoded.diagnostics.isEmpty, "\(name): \(decoded.diagnostics)")
        let content = decoded.value.content
        #expect(content.children.map(\.id) == sample.componentIDs, "\(name): children")
        let held = content.actions.compactMap { action -> String? in
            guard case .navigate(let navigate) = action else { return nil }
            return navigate.destination
        }
        #expect(held == sample.actionDestinations, "\(name): actions")

        // Children put back in another order come back in that order.
        let reversed = Array(content.children.reversed())
        #expect(content.replacingChildren(reversed).children.map(\.id) == reversed.map(\.id), "\(name): replacingChildren")
    }
}

/// A JSON element with every member its decoder reads present, and what
/// it holds directly: the components (by id) and the actions (each a
/// `navigate` to its own destination), not those inside them.
struct ElementSample {
    let explorer: ShapeExplorer
    private(set) var componentIDs: [String] = []
    private(set) var actionDestinations: [String] = []

    init(explorer: ShapeExplorer) {
        self.explorer = explorer
    }

    mutating func element(type: String, members: TypeShape) throws -> JSONValue {
        guard case .object(var object) = try value(members) else {
            throw SampleError(reason: "\(type) is not an object")
        }
        object["type"] = .string(type)
        object["id"] = .string("sample")
        return .object(object)
    }

    private mutating func value(_ shape: TypeShape) throws -> JSONValue {
        switch shape {
        case .string: return .string("s")
        case .boolean: return .bool(true)
        case .integer: return .number(1)
        case .number: return .number(1.5)
        case .enumeration(let cases): return .string(cases.first ?? "")
        case .pattern: return .string("#112233")
        case .any: return .object([:])
        case .dictionary(let element): return .object(["k": try value(element)])
        case .array(let element): return .array([try value(element), try value(element)])
        case .object(let members):
            var object = JSONObject()
            for member in members { object[member.key] = try value(member.shape) }
            return .object(object)
        case .anyOf(let shapes):
            let holding = shapes.first(where: Self.holdsElements) ?? shapes.first
            return try holding.map { try value($0) } ?? .null
        case .tagged(let key, let branches):
            guard let branch = branches.first, case .object(var object) = try value(branch.shape) else { return .null }
            object[key] = .string(branch.value)
            return .object(object)
        case .reference("component"):
            let id = "c\(componentIDs.count)"
            componentIDs.append(id)
            return ["type": "spacer", "id": .string(id)]
        case .reference("action"):
            let destination = "a\(actionDestinations.count)"
            actionDestinations.append(destination)
            return ["type": "navigate", "destination": .string(destination)]
        case .reference(let name):
            guard let definition = explorer.definitions.first(where: { $0.name == name }) else {
                throw SampleError(reason: "no definition of \(name)")
            }
            return try value(definition.shape)
        }
    }

    static func holdsElements(_ shape: TypeShape) -> Bool {
        switch shape {
        case .reference("component"), .reference("action"): return true
        case .array(let element): return holdsElements(element)
        default: return false
        }
    }

    struct SampleError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
}

import FeatureContracts
import Foundation
import SDUI
import Testing

/// `FeatureContracts.all` is the one list of the features' wire types that
/// fuzzers, benchmarks, the schema and tests loop over; a feature contract
/// module missing from it would be skipped by all of them without a word.
@Suite("The list of feature contracts")
struct FeatureContractsListTests {
    /// The owners of every `ContractTypes` list a module under Modules/ publishes.
    static func publishedOwners() throws -> Set<String> {
        let modules = ConformanceVectorTests.root.appendingPathComponent("Modules")
        let pattern = try Regex(#"ContractTypes\(owner: "([A-Za-z]+)""#)
        var owners: Set<String> = []
        for module in try FileManager.default.contentsOfDirectory(atPath: modules.path) where module != "SDUIContract" {
            let folder = modules.appendingPathComponent(module)
            for file in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? []
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: pattern) {
                    if let owner = match.output[1].substring { owners.insert(String(owner)) }
                }
            }
        }
        return owners
    }

    @Test("every feature contract a module publishes is in FeatureContracts.all, once")
    func everyPublishedContractIsListed() throws {
        let published = try Self.publishedOwners()
        let listed = FeatureContracts.all.map(\.owner)
        #expect(published.count >= 4, "the scan found \(published.sorted()); the pattern no longer matches the modules")
        #expect(Set(listed) == published, "published \(published.sorted()), listed \(listed.sorted())")
        #expect(Set(listed).count == listed.count, "a contract is listed twice: \(listed)")
    }

    @Test("the features' types are disjoint from the core's and from each other's")
    func typesAreDisjoint() throws {
        var registry = FeatureRegistry()
        for types in FeatureContracts.all { try types.register(into: &registry) }
        #expect(registry.capabilities.capabilities.count
                == CoreContract.descriptors.count + CoreContract.features.count + FeatureContracts.descriptors.count)
    }
}

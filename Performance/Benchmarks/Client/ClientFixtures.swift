import BenchmarkFixtures
import FeatureContracts
import Foundation
import JSON
import SDUIContract

/// What the decode benchmarks read: the full client's factory, the demo's
/// content screens and the 1,000-component screen as bytes.
struct ClientFixtures {
    /// Knows the core's types and those of the features the full client registers.
    let factory: ScreenFactory
    /// Every JSON file under the repository's `Content/screens`, sorted by path.
    let contentScreens: [[UInt8]]
    let largeBytes: [UInt8]

    init() throws {
        var registry = ContractRegistry()
        for types in FeatureContracts.all { try types.register(into: &registry) }
        factory = ScreenFactory(delegate: registry)
        let folder = URL(fileURLWithPath: #filePath)   // Performance/Benchmarks/Client/ClientFixtures.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content/screens")
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw MissingFixture(path: folder.path) }
        contentScreens = try files.map { try Array(Data(contentsOf: $0)) }
        largeBytes = try JSONModelEncoder().encode(BenchmarkScreen.make(count: 1000))
    }
}

/// The repository's content folder is not where the benchmark expects it.
struct MissingFixture: Error, CustomStringConvertible {
    let path: String
    var description: String { "no content screens under \(path)" }
}

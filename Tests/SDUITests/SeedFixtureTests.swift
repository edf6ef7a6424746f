import Foundation
import JSON
import Testing
@testable import SDUI

// Each fixture in Fixtures/ is a seed example translated into our contract.
// These tests decode them with `ScreenFactory` and check the domain objects
// field by field, including which diagnostics a core-only client reports and
// what changes when a test feature registers the non-core types.
//
// The suite is split over SeedFixtureTests+*.swift, one seed or topic per
// file; shared helpers are in SeedFixtureSupport.swift.

@Suite("Seed fixtures")
struct SeedFixtureTests {
    @Test func everyFixtureIsCoveredAndListedInTheReadme() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SeedFixture.directory.path)
        let jsonNames = Set(files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
        #expect(jsonNames == SeedFixture.all)

        let readme = try String(contentsOf: SeedFixture.directory.appendingPathComponent("README.md"), encoding: .utf8)
        for name in SeedFixture.all.sorted() {
            #expect(readme.contains("`\(name).json`"), "README.md does not list \(name).json")
        }
    }
}

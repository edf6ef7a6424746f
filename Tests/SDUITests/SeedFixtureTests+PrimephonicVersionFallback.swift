import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Primephonic version fallbacks (seed 003)

    @Test func primephonicNewComponentFallsBackForOlderClients() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-version-fallback-component"))
        let component = decoded.value
        // The fallback's content is shown under the original element's id.
        #expect(component.id == "eras")
        #expect(component.type == "list")
        #expect(!component.isPlaceholder)
        let list = try component.require(ListComponent.self)
        #expect(list.header == "Eras of classical music")
        #expect(list.components.map(\.id) == ["fallback.components[0]", "fallback.components[1]"])
        #expect(list.components.map { $0.content(as: DetailRowComponent.self)?.subtitle } == ["1600 – 1750", "1750 – 1820"])
        #expect(decoded.diagnostics.map(\.kind) == [.replacedByFallback("timeline")])
        #expect(decoded.diagnostics.first?.path == "$")
        #expect(decoded.droppedCount == 0)
    }

    @Test func primephonicUnknownComponentWithoutFallbackIsDroppedFromItsSection() throws {
        // The same new type without a fallback, inside a screen: dropped, with a diagnostic, siblings kept.
        guard case .object(var timeline) = try SeedFixture.value("primephonic-version-fallback-component") else {
            Issue.record("fixture is not an object")
            return
        }
        timeline["fallback"] = nil
        let text: JSONValue = ["type": "text", "paragraphs": "Eras"]
        let screen: JSONValue = ["id": "eras", "sections": [["components": [.object(timeline), text]]]]
        let decoded = try coreFactory.makeScreen(from: screen)
        #expect(decoded.value.sections[0].components.map(\.type) == ["text"])
        #expect(decoded.value.sections[0].components[0].id == "sections[0].components[1]")
        #expect(decoded.diagnostics.map(\.kind) == [.unknownType("timeline")])
        #expect(decoded.diagnostics.map(\.path) == ["sections[0].components[0]"])
    }
}

import PlayerContract
import SDUI
import Testing
import TerminalUI

/// Golden text of every core component type, and the player's `track` the
/// demo screens are full of, at 40, 80 and 120 columns, colours off.
@Suite("Component snapshots")
struct ComponentSnapshotTests {
    @Test("every core component type, and the track, has a sample")
    func coverage() {
        let sampled = Set(ComponentSamples.all.map(\.type))
        let drawn = Set((CoreContract.componentTypeNames + [TrackComponent.typeName]).map(\.rawValue))
        #expect(sampled == drawn)
    }

    @Test("renders as recorded", arguments: ComponentSamples.all.map(\.type))
    func snapshot(type: String) throws {
        let json = try #require(ComponentSamples.all.first { $0.type == type }?.json)
        let decoded = try Fixtures.decode(json)
        #expect(decoded.diagnostics.isEmpty, "sample for \(type) has diagnostics: \(decoded.diagnostics)")
        try snapshots.assert(try Fixtures.renderAtStandardWidths(json), named: "component-\(type)")
    }
}

import PlayerContract
import ScanBarcodeContract
import Testing
@testable import SDUI

/// The seed fixtures that use feature types, decoded with the features' real
/// wire types rather than the test stand-ins, so a fixture cannot drift from
/// what the features actually require (it once said `formats` where
/// `scanBarcode` requires `symbologies`, and only the stand-in accepted it).
@Suite("Seed fixtures against the real feature contracts")
struct SeedFixtureRealContractTests {
    static func factory() throws -> ScreenFactory {
        var registry = FeatureRegistry()
        try ScanBarcodeWireTypes.all.register(into: &registry)
        try PlayerWireTypes.all.register(into: &registry)
        return ScreenFactory(delegate: registry)
    }

    @Test("the Scan & Go screen's scanBarcode decodes as the real action, symbologies included")
    func scanAndGoScreen() throws {
        let decoded = try Self.factory().makeScreen(from: SeedFixture.bytes("postnl-scan-and-go-screen"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let button = try decoded.value.sections[1].components[0].require(ButtonComponent.self)
        let scan = try #require(button.action.sequenceValue?.actions.first?.customValue?.content(as: ScanBarcodeAction.self))
        #expect(scan.symbologies == [.code128, .qr])
        #expect(scan.stateKey == "parcelCode")
    }

    @Test("the track fixture's play decodes as the real action")
    func trackPlay() throws {
        let decoded = try Self.factory().decode(Component.self, from: SeedFixture.value("primephonic-track-play"))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let track = try #require(decoded.value.content(as: TrackComponent.self))
        #expect(track.action?.customValue?.content(as: PlayAction.self) != nil)
    }
}

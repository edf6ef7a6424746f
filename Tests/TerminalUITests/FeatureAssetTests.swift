import SDUI
import ScanBarcodeTerminal
import Testing
import TerminalUI

/// Icons a feature's terminal look registers (PostNL: assets injected by
/// features): drawn wherever an `asset` may name an icon, matched in any
/// case, and refused at start-up when the name is taken or the glyph is not
/// one column wide.
@Suite("Icons registered by features")
struct FeatureAssetTests {
    static let screen = #"""
        {"id": "s", "title": "Assets",
         "header": {"title": "At the counter", "image": {"url": "/images/label.png", "asset": "Barcode"}},
         "sections": [{"id": "a", "components": [
            {"type": "image", "id": "i", "url": "/images/label.png", "accessibilityLabel": "The label", "asset": "barcode"},
            {"type": "image", "id": "j", "url": "/images/other.png", "accessibilityLabel": "Unknown", "asset": "submarine"}]}]}
        """#

    static func draw(with terminal: TerminalRegistry) throws -> String {
        try Fixtures.render(screen, width: 60, terminal: terminal)
    }

    @Test("the look's icon is drawn in the header and the image, in any case; an unknown name keeps the placeholder")
    func drawn() throws {
        var terminal = TerminalRegistry.core
        try terminal.install(ScanBarcodeTerminalLook())
        let text = try Self.draw(with: terminal)
        #expect(text.contains("▦ The label"))
        #expect(text.contains("│  ▦   │"), "the header's thumbnail")
        #expect(text.contains("▣ Unknown"))
        #expect(terminal.assets.glyph(for: "BARCODE") == "▦")
        #expect(terminal.assets.registered["barcode"]?.owner == "ScanBarcodeTerminal")
    }

    @Test("without the look, the same screen draws placeholders")
    func withoutTheLook() throws {
        let text = try Self.draw(with: .core)
        #expect(text.contains("▣ The label"))
        #expect(!text.contains("▦"))
        #expect(TerminalRegistry.core.assets.glyph(for: "barcode") == nil)
    }

    @Test("a name another look or the core has, in any case, is refused with both owners")
    func duplicates() throws {
        var terminal = TerminalRegistry.core
        try terminal.install(ScanBarcodeTerminalLook())
        #expect(throws: RegistrationError(slot: .asset, type: TypeName("BarCode"), existingOwner: "ScanBarcodeTerminal", newOwner: "Other")) {
            try terminal.register(asset: "BarCode", glyph: "#", owner: "Other")
        }
        #expect(throws: RegistrationError(slot: .asset, type: TypeName("Van"), existingOwner: CoreContract.owner, newOwner: "Other")) {
            try terminal.register(asset: "Van", glyph: "#", owner: "Other")
        }
        do {
            try terminal.register(asset: "van", glyph: "#", owner: "Other")
            Issue.record("a built-in name was taken")
        } catch {
            #expect(error.description == "Other cannot register an asset for 'van': SDUI core already did")
        }
    }

    @Test("a glyph wider than one column, or a name with a space, is refused with the reason")
    func badRegistrations() {
        var terminal = TerminalRegistry.core
        do {
            try terminal.register(asset: "parcel", glyph: "📦", owner: "Other")
            Issue.record("a two-column glyph was taken")
        } catch {
            #expect(error.description == "Other cannot register an asset for 'parcel': its glyph '📦' is 2 columns wide; an icon is one")
        }
        do {
            try terminal.register(asset: "two words", glyph: "#", owner: "Other")
            Issue.record("a name with a space was taken")
        } catch {
            #expect(error.problem?.contains("printable ASCII without spaces") == true)
        }
        #expect(terminal.assets.registered.isEmpty)
    }
}

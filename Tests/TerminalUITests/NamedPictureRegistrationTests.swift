import SDUI
import ScanBarcodeTerminal
import Testing
import TerminalUI

/// Registering pictures by name (`TerminalRegistry.register(picture:png:owner:)`):
/// one namespace with the icons, matched in any case, refused at start-up
/// when the name is taken (naming both owners) or the bytes are no PNG; and
/// which URL an image is drawn from once pictures are registered.
@Suite("Pictures registered by name: registration")
struct NamedPictureRegistrationTests {
    /// Registration reads only the signature; decoding is the picture store's.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("the rest".utf8)

    @Test("the same name twice, in any case, is refused naming both owners")
    func sameNameTwice() throws {
        var terminal = TerminalRegistry.core
        try terminal.register(picture: "event-banner-1", png: Self.png, owner: "Events")
        do {
            try terminal.register(picture: "Event-Banner-1", png: Self.png, owner: "Concerts")
            Issue.record("a name taken was registered again")
        } catch {
            #expect(error == RegistrationError(slot: .picture, type: TypeName("Event-Banner-1"), existingOwner: "Events", newOwner: "Concerts"))
            #expect(error.description == "Concerts cannot register a picture for 'Event-Banner-1': Events already did")
        }
        #expect(terminal.assets.picture(named: "EVENT-BANNER-1")?.owner == "Events")
    }

    @Test("icons and pictures share one namespace: the core's icon, a look's icon, and an icon after a picture are refused with both owners")
    func oneNamespace() throws {
        var terminal = TerminalRegistry.core
        try terminal.install(ScanBarcodeTerminalLook())
        #expect(throws: RegistrationError(slot: .picture, type: TypeName("Van"), existingOwner: CoreContract.owner, newOwner: "Events")) {
            try terminal.register(picture: "Van", png: Self.png, owner: "Events")
        }
        #expect(throws: RegistrationError(slot: .picture, type: TypeName("barcode"), existingOwner: "ScanBarcodeTerminal", newOwner: "Events")) {
            try terminal.register(picture: "barcode", png: Self.png, owner: "Events")
        }
        try terminal.register(picture: "stage", png: Self.png, owner: "Events")
        #expect(throws: RegistrationError(slot: .asset, type: TypeName("Stage"), existingOwner: "Events", newOwner: "Other")) {
            try terminal.register(asset: "Stage", glyph: "#", owner: "Other")
        }
    }

    @Test("bytes that are not a PNG file, or a name with a space, are refused with the reason")
    func badRegistrations() {
        var terminal = TerminalRegistry.core
        do {
            try terminal.register(picture: "photo", png: [0xFF, 0xD8, 0xFF, 0xE0], owner: "Events")
            Issue.record("a JPEG was taken")
        } catch {
            #expect(error.description == "Events cannot register a picture for 'photo': its 4 bytes are not a PNG file")
        }
        do {
            try terminal.register(picture: "two words", png: Self.png, owner: "Events")
            Issue.record("a name with a space was taken")
        } catch {
            #expect(error.problem?.contains("printable ASCII without spaces") == true)
        }
        #expect(terminal.assets.pictures.isEmpty)
    }

    @Test("what an image is drawn from: an icon's asset nothing, a registered picture's asset that picture, else its URLs")
    func pictureURLs() throws {
        var terminal = TerminalRegistry.core
        try terminal.register(picture: "event-banner-1", png: Self.png, owner: "Events")
        let assets = terminal.assets
        #expect(assets.pictureURLs(for: ImageReference(url: "/images/van.png", asset: "van")) == nil)
        let byAsset = assets.pictureURLs(for: ImageReference(url: "https://img.example/b.png", lowResolutionURL: "/b-small.png", asset: "Event-Banner-1"))
        #expect(byAsset?.url == "asset:Event-Banner-1" && byAsset?.lowResolutionURL == nil)
        let byURL = assets.pictureURLs(for: ImageReference(url: "asset:event-banner-9", lowResolutionURL: "/b-small.png", asset: "unknown"))
        #expect(byURL?.url == "asset:event-banner-9" && byURL?.lowResolutionURL == "/b-small.png")
        #expect(TerminalAssets.canonicalPictureURL("ASSET:Event-Banner-1") == "asset:event-banner-1")
        #expect(TerminalAssets.canonicalPictureURL("/images/Banner.png") == "/images/Banner.png")
    }

    @Test("without pictures (the clip, --images never), a named picture is its placeholder with its alt text")
    func placeholderWithoutPictures() throws {
        var terminal = TerminalRegistry.core
        try terminal.register(picture: "event-banner-1", png: Self.png, owner: "Events")
        let text = try Fixtures.render(#"""
            {"id": "s", "title": "Named", "sections": [{"id": "a", "components": [
               {"type": "imageBanner", "id": "b", "image": {"url": "asset:event-banner-1", "accessibilityLabel": "Tonight's concert"}}]}]}
            """#, width: 40, terminal: terminal)
        #expect(text.contains("▣ Tonight's concert"), "\(text)")
    }
}

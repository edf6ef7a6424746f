import SDUI
import Testing

@Suite("Capability manifest")
struct CapabilityManifestTests {
    @Test("a feature left out (the clip's impressions) leaves the manifest, the factory's header too, and nothing else")
    func leftOutFeature() {
        var registry = FeatureRegistry()
        registry.leaveOut(CoreContract.impressions)
        let full = FeatureRegistry().capabilities.capabilities
        #expect(registry.capabilities.capabilities == full.filter { $0 != CoreContract.impressions })
        #expect(ScreenFactory(delegate: registry).capabilities == registry.capabilities)
        #expect(!ScreenFactory(delegate: registry).capabilities.headerValue.contains("f:impressions"))
    }

    @Test func coreManifestListsEveryCoreType() {
        let manifest = FeatureRegistry().capabilities
        for type in ["text", "header", "detailRow", "artworkRow", "carousel", "grid", "list", "imageBanner",
                     "exploreTile", "image", "button", "textField", "toggle", "spacer", "divider", "column",
                     "row", "card", "scroll", "lazyList", "picker", "badge"] {
            #expect(manifest.supports(.component, TypeName(type)), "\(type)")
        }
        #expect(!manifest.supports(.component, "track"), "a track is the player's (PlayerWireTypes)")
        for type in ["navigate", "command", "updateState", "showAlert", "showToast", "openURL", "share", "sequence", "back", "refresh"] {
            #expect(manifest.supports(.action, TypeName(type)), "\(type)")
        }
        #expect(manifest.supports(.feature, "expressions"))
        #expect(manifest.supports(.feature, "templates"))
        #expect(manifest.capabilities.count == CoreContract.descriptors.count + CoreContract.features.count,
                "the core's manifest is its descriptors and features, nothing else")
    }

    @Test func headerRoundTripsAndIsSorted() throws {
        let manifest = CapabilityManifest([
            Capability(kind: .component, type: "text", version: 1),
            Capability(kind: .action, type: "play", version: 3),
            Capability(kind: .component, type: "barcodeInput", version: 2),
        ])
        #expect(manifest.headerValue == "a:play@3,c:barcodeInput@2,c:text@1")
        #expect(try CapabilityManifest.parse(header: manifest.headerValue).get() == manifest)
        #expect(try CapabilityManifest.parse(header: " c:text@1 , a:back@1").get().capabilities.count == 2)
        #expect(try CapabilityManifest.parse(header: "").get().capabilities.isEmpty)
        #expect(try CapabilityManifest.parse(header: ", ,c:a.b_c-d@123456789,  ,,").get().capabilities
            == [Capability(kind: .component, type: "a.b_c-d", version: 123_456_789)])
    }

    @Test func malformedHeaderEntriesAreNamed() {
        for bad in ["text@1", "x:text@1", "c:@1", "c:text@0", "c:text@one", "c:text", "c:text@01", "c:text@+1",
                    "c:text@1234567890", "c:1text@1", "c:te xt@1", "c:te@xt@1", "c:t\u{E9}xt@1",
                    "c:" + String(repeating: "a", count: 65) + "@1"] {
            guard case .failure(let error) = CapabilityManifest.parse(header: "c:ok@1,\(bad)") else {
                Issue.record("accepted \(bad)")
                continue
            }
            #expect(error.entry == bad)
            #expect(error.description.contains("expected c:TYPE@VERSION"))
        }
    }
}

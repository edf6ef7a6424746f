import SDUI
import Testing
@testable import sdui_clip

/// The list built into the clip binary. `DeepLinkAllowListTests` attacks the
/// matcher with 70 hostile links; here the clip's own rules are pinned: what a
/// tag or QR code may open, and look-alikes of exactly those links.
@Suite("Clip allow-list")
struct ClipAllowListTests {
    @Test("the clip's flows open", arguments: [
        "https://parcels.example/scan-and-go",
        "https://parcels.example/scan-and-go?location=AMS-01",
        "https://parcels.example/track/3SDEMO0001234",
    ])
    func allowed(_ link: String) throws {
        try ClipAllowList.links.check(link)
    }

    @Test("links the full client opens, and look-alikes of the clip's, are refused", arguments: [
        "https://music.example/composers/bach",
        "https://music.example/p/focus",
        "https://parcels.example/",
        "https://parcels.example/parcels",
        "https://parcels.example/scan-and-go/extra",
        "https://parcels.example/scan-and-go?location=AMS-01&next=https://evil.example",
        "https://parcels.example/track/",
        "https://parcels.example/track/a/b",
        "https://parcels.example/track/..%2Fadmin",
        "http://parcels.example/scan-and-go",
        "https://parcels.example@evil.example/scan-and-go",
        "https://parcels.example.evil.example/scan-and-go",
        "https://parcels.example:8443/scan-and-go",
        "javascript:alert(1)",
        "",
    ])
    func refused(_ link: String) {
        #expect(throws: DeepLinkAllowList.Refusal.self) { try ClipAllowList.links.check(link) }
    }
}

/// `sdui://` links, what a desktop hands the clip when one is clicked.
@Suite("Clip links in the clip's own scheme")
struct AppLinkTests {
    @Test("sdui://HOST/PATH stands for https://HOST/PATH, in any case of the scheme")
    func mapped() throws {
        #expect(AppLink.webLink(for: "sdui://parcels.example/scan-and-go?location=AMS-01")
            == "https://parcels.example/scan-and-go?location=AMS-01")
        #expect(AppLink.webLink(for: "SDUI://parcels.example/track/3S1") == "https://parcels.example/track/3S1")
        try ClipAllowList.links.check(AppLink.webLink(for: "sdui://parcels.example/track/3SDEMO0001234"))
    }

    @Test("anything else is left as it is, for the allow-list to judge", arguments: [
        "https://parcels.example/track/3S1", "sdui:parcels.example/track/3S1", "sdui://", "sdui:/", "xsdui://parcels.example/track/3S1",
        "",
    ])
    func unchanged(_ link: String) {
        #expect(AppLink.webLink(for: link) == link)
    }

    @Test("a hostile sdui:// link is refused like its https twin", arguments: [
        "sdui://parcels.example@evil.example/scan-and-go",
        "sdui://evil.example/scan-and-go",
        "sdui://parcels.example/track/a/b",
        "sdui:parcels.example/scan-and-go",
    ])
    func refused(_ link: String) {
        #expect(throws: DeepLinkAllowList.Refusal.self) { try ClipAllowList.links.check(AppLink.webLink(for: link)) }
    }
}

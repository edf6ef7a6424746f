import SDUI
@testable import SDUIServerPreview
import Testing

/// The browser preview and pictures by name (`asset:NAME`): a browser cannot
/// have a client's own picture, so the page shows its alt text and name in a
/// marked box, never an `<img>` that would ask this server for the name.
@Suite("Preview: pictures by name")
struct PreviewNamedPictureTests {
    static let screen = #"""
        {"id": "home", "title": "Home", "sections": [{"id": "s", "components": [
          {"type": "imageBanner", "id": "banner", "image": {"url": "asset:event-banner-1", "accessibilityLabel": "Tonight's concert"}},
          {"type": "exploreTile", "id": "tile", "title": "Indie", "image": {"url": "ASSET:album-poster-2"}},
          {"type": "image", "id": "hostile", "url": "asset:\"><img src=x onerror=alert(1)>"},
          {"type": "image", "id": "served", "url": "/images/concert-hall.jpg", "accessibilityLabel": "A concert hall"}
        ]}]}
        """#

    @Test("a named picture is its alt text and name, escaped; a served picture is still an <img>")
    func namedPicture() throws {
        let screen = try ScreenFactory().makeScreen(from: Array(Self.screen.utf8)).value
        let html = PreviewDocument.screen(screen, path: "home", diagnostics: [],
                                          client: PreviewClient(version: 2, capabilities: .all), renderers: .core)
        #expect(!html.contains("src=\"asset:") && !html.contains("src=\"/asset:") && !html.contains("src=\"/event-banner-1"), "\(html)")
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("<span class=\"image-named\" role=\"img\" aria-label=\"Tonight&#39;s concert\">▣ Tonight&#39;s concert <small>picture &#39;event-banner-1&#39;, drawn by a client that has it</small></span>"), "\(html)")
        #expect(html.contains("aria-label=\"album-poster-2\">▣ <small>picture &#39;album-poster-2&#39;"), "no alt text: the name labels it")
        #expect(html.contains("<img src=\"/images/concert-hall.jpg\" alt=\"A concert hall\""))
    }
}

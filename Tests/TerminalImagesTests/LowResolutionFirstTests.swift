import Synchronization
import Testing
import SDUI
@testable import TerminalImages
@testable import TerminalUI

/// Primephonic's prefetched headers: a header's low-resolution picture (the
/// thumbnail of the row that led there, often in memory already) is drawn
/// while its full picture is on its way, and the full one replaces it in the
/// same box, so nothing below moves.
@Suite("Pictures: low resolution first")
struct LowResolutionFirstTests {
    /// Orange: the small picture the list row showed.
    static let small = PictureFiles.png(width: 16, height: 16, pixels: PictureFiles.pixels(width: 16, height: 16) { _, _ in (255, 98, 0) })
    /// Blue: the full picture.
    static let full = PictureFiles.png(width: 64, height: 64, pixels: PictureFiles.pixels(width: 64, height: 64) { _, _ in (0, 60, 200) })

    static let screen = #"""
        {"id": "s", "title": "Bach", "header": {"title": "Johann Sebastian Bach", "subtitle": "1685 – 1750", "kind": "portrait",
          "image": {"url": "/composers/bach.jpg", "lowResolutionURL": "/composers/bach-small.jpg"}},
         "sections": [{"id": "main", "components": [
          {"type": "artworkRow", "id": "album", "title": "Brandenburg Concertos", "image": {"url": "/composers/bach-small.jpg"}},
          {"type": "text", "id": "after", "paragraphs": ["Under the header"]}
        ]}]}
        """#

    /// A store whose full picture arrives only when `release` is called, or fails when `failFull`.
    final class Network: Sendable {
        let (arrival, release) = AsyncStream<Void>.makeStream()
        let failFull: Bool
        init(failFull: Bool = false) { self.failFull = failFull }

        func store() -> PictureStore {
            PictureStore(colors: .trueColor, report: { _ in }) { url in
                guard url.hasSuffix("bach.jpg") else { return LowResolutionFirstTests.small }
                if self.failFull { throw PictureUnavailable() }
                for await _ in self.arrival { break }
                return LowResolutionFirstTests.full
            }
        }
    }

    struct PictureUnavailable: Error {}

    static func render(_ store: PictureStore) throws -> RenderedDocument {
        let screen = try ScreenFactory().makeScreen(from: Array(Self.screen.utf8)).value
        return ScreenRenderer(registry: .core, pictures: store).render(screen, state: ScreenState(), width: 60)
    }

    @Test("the small picture at once, the full one in the same box when it arrives, and the text below stays where it was")
    func smallThenFull() async throws {
        let network = Network()
        let store = network.store()
        let placeholder = try Self.render(store)
        #expect(placeholder.plainText.contains("◉"), "nothing had arrived: the round placeholder")
        await store.load("/composers/bach-small.jpg")   // what the list row had drawn already

        let small = try Self.render(store)
        #expect(!small.plainText.contains("◉"), "the small picture stands in: \(small.plainText)")
        let smallRows = small.body.filter { $0.plainText.contains("▀") }
        #expect(!smallRows.isEmpty)

        network.release.yield()
        await store.load("/composers/bach.jpg")
        let full = try Self.render(store)
        let fullRows = full.body.filter { $0.plainText.contains("▀") }
        #expect(fullRows.count == smallRows.count)
        #expect(fullRows.first != smallRows.first, "the full picture's colours replaced the small one's")
        // No layout jump: every line keeps its place.
        #expect(full.body.count == small.body.count && small.body.count == placeholder.body.count)
        let under = { (document: RenderedDocument) in document.body.firstIndex { $0.plainText.contains("Under the header") } }
        #expect(under(full) != nil && under(full) == under(small) && under(small) == under(placeholder))
    }

    @Test("a full picture that cannot be had leaves the small one, not the placeholder")
    func fullFails() async throws {
        let store = Network(failFull: true).store()
        _ = try Self.render(store)
        await store.load("/composers/bach-small.jpg")
        await store.load("/composers/bach.jpg")
        let drawn = try Self.render(store)
        #expect(!drawn.plainText.contains("◉"))
        #expect(drawn.body.filter { $0.plainText.contains("▀") }.count >= 2, "the header's and the row's thumbnails")
    }

    @Test("carousel items and explore tiles keep a box of three rows for their picture: the label until it arrives, then the picture, the card no taller")
    func cards() async throws {
        let json = #"""
            {"id": "s", "title": "Cards", "sections": [{"id": "main", "components": [
              {"type": "carousel", "id": "c", "items": [{"title": "Bach", "image": {"url": "/composers/bach-small.jpg", "accessibilityLabel": "Bach"}}]},
              {"type": "exploreTile", "id": "t", "title": "Baroque", "image": {"url": "/composers/bach-small.jpg", "accessibilityLabel": "Tile"}}
            ]}]}
            """#
        let store = Network().store()
        let screen = try ScreenFactory().makeScreen(from: Array(json.utf8)).value
        let draw = { ScreenRenderer(registry: .core, pictures: store).render(screen, state: ScreenState(), width: 60) }
        let before = draw()
        #expect(before.plainText.contains("▣ Bach") && before.plainText.contains("▣ Tile"))
        await store.load("/composers/bach-small.jpg")
        let after = draw()
        #expect(!after.plainText.contains("▣ Bach") && !after.plainText.contains("▣ Tile"))
        #expect(after.body.filter { $0.plainText.contains("▀") }.count >= 2)
        #expect(after.body.count == before.body.count, "the pictures took the label's box")
        // Without pictures (the clip, a pipe), the one-line label as before.
        let plain = ScreenRenderer(registry: .core).render(screen, state: ScreenState(), width: 60)
        #expect(plain.body.count == before.body.count - 4, "two rows fewer for each card")
    }

    @Test("a prefetched header drawn while its screen loads shows the small picture too")
    func prefetchedHeader() async throws {
        let store = Network().store()
        await store.load("/composers/bach-small.jpg")
        let header = Header(title: "Johann Sebastian Bach", subtitle: "1685 – 1750",
                            image: ImageReference(url: "/composers/bach.jpg", lowResolutionURL: "/composers/bach-small.jpg"), kind: .portrait)
        let lines = HeaderBlock.lines(header, width: 60, theme: .standard, assets: TerminalAssets(), pictures: store)
        #expect(lines.contains { $0.plainText.contains("▀") })
        #expect(lines.count == HeaderBlock.lines(header, width: 60, theme: .standard, assets: TerminalAssets()).count)
    }
}

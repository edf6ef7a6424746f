import Synchronization
import Testing
import JSON
import SDUI
@testable import TerminalImages
@testable import TerminalUI

/// Pictures by name (`asset:NAME`, Medium's `event-banner-1`): drawn from the
/// PNG a feature or app registered, wherever pictures are drawn, decoded
/// once and never fetched; a name nobody registered keeps its placeholder and
/// alt text and is said once, naming it, without a request.
@Suite("Pictures registered by name")
struct NamedPictureTests {
    static let navy: (UInt8, UInt8, UInt8) = (27, 42, 74)
    static let gold: (UInt8, UInt8, UInt8) = (245, 179, 1)
    /// A 40 × 20 banner: navy above, gold below.
    static let banner = PictureFiles.png(width: 40, height: 20, pixels: PictureFiles.pixels(width: 40, height: 20) { _, y in
        y < 10 ? navy : gold
    })

    static let screen = #"""
        {"id": "s", "title": "Named pictures",
         "header": {"title": "Tonight", "image": {"url": "asset:event-banner-1"}},
         "sections": [{"id": "main", "components": [
          {"type": "imageBanner", "id": "banner", "image": {"url": "asset:Event-Banner-1", "accessibilityLabel": "Tonight's concert"}},
          {"type": "exploreTile", "id": "tile", "title": "Indie", "image": {"url": "https://img.example/tile.png", "asset": "EVENT-BANNER-1"}},
          {"type": "image", "id": "missing", "url": "asset:event-banner-2", "accessibilityLabel": "Next week's concert"},
          {"type": "text", "id": "after", "paragraphs": ["Under the pictures"]}
        ]}]}
        """#

    /// What the store did: its reports and every URL it fetched.
    final class Recorder: Sendable {
        let reports = Mutex<[String]>([])
        let fetched = Mutex<[String]>([])
    }

    static func terminal() throws -> TerminalRegistry {
        var terminal = TerminalRegistry.core
        try terminal.register(picture: "event-banner-1", png: banner, owner: "Events")
        return terminal
    }

    /// A store with the registered pictures whose loader records every fetch and serves `served`.
    static func store(_ terminal: TerminalRegistry, recorder: Recorder, served: [UInt8] = [],
                      maximumPictures: Int = PictureStore.defaultMaximumPictures) -> PictureStore {
        PictureStore(colors: .trueColor, maximumPictures: maximumPictures, assets: terminal.assets,
                     report: { message in recorder.reports.withLock { $0.append(message) } }) { url in
            recorder.fetched.withLock { $0.append(url) }
            return served
        }
    }

    static func render(_ store: PictureStore, terminal: TerminalRegistry) throws -> RenderedDocument {
        let screen = try ScreenFactory().makeScreen(from: Array(Self.screen.utf8)).value
        return ScreenRenderer(registry: terminal, pictures: store).render(screen, state: ScreenState(), width: 40)
    }

    static func encoded(_ lines: [RenderedLine]) -> String {
        lines.map { LineEncoder(usesColor: true).encode($0) }.joined(separator: "\n")
    }

    @Test("a registered name is drawn in the banner, the tile (by its asset) and the header, in the PNG's colours; nothing is fetched")
    func registeredIsDrawn() async throws {
        let terminal = try Self.terminal()
        let recorder = Recorder()
        let store = Self.store(terminal, recorder: recorder)
        let before = try Self.render(store, terminal: terminal)
        #expect(before.plainText.contains("Tonight's concert"), "the placeholder until it is decoded: \(before.plainText)")
        #expect(!before.plainText.contains("▀"))
        await store.load("asset:event-banner-1")
        let after = try Self.render(store, terminal: terminal)
        #expect(!after.plainText.contains("Tonight's concert"), "the picture replaces the placeholder: \(after.plainText)")
        #expect(after.plainText.contains("Indie") && after.plainText.contains("Under the pictures"))
        let text = Self.encoded(after.lines)
        #expect(text.contains("38;2;27;42;74"), "the navy upper half in the foreground")
        #expect(text.contains("48;2;245;179;1"), "the gold lower half in the background")
        let drawnRows = (after.lines).filter { $0.plainText.contains("▀") }
        #expect(drawnRows.count > 4, "the header's thumbnail, the banner and the tile: \(after.plainText)")
        #expect(recorder.fetched.withLock { $0 }.isEmpty, "a registered picture is never fetched, not even the tile's URL")
    }

    @Test("the named picture is drawn exactly as the same PNG fetched from a URL")
    func sameAsFetched() async throws {
        let terminal = try Self.terminal()
        let store = Self.store(terminal, recorder: Recorder(), served: Self.banner)
        await store.load("asset:event-banner-1")
        await store.load("/images/banner.png")
        let named = store.lines(for: "asset:event-banner-1", columns: 30, maximumRows: 8)
        let fetched = store.lines(for: "/images/banner.png", columns: 30, maximumRows: 8)
        guard case .drawn(let lines) = named else {
            Issue.record("not drawn: \(named)")
            return
        }
        #expect(named == fetched)
        #expect(lines.count == 7 && lines.allSatisfy { $0.plainText.contains("▀") }, "30 columns of a 2:1 picture: 7 rows")
    }

    @Test("a name nobody registered keeps its placeholder and alt text, is said once naming it, and no request goes out")
    func unregistered() async throws {
        let terminal = try Self.terminal()
        let recorder = Recorder()
        let store = Self.store(terminal, recorder: recorder, served: Self.banner)
        _ = try Self.render(store, terminal: terminal)
        let abandoned = await store.load(["asset:event-banner-1", "asset:event-banner-2", "ASSET:Event-Banner-2"],
                                         waiting: PictureWait(screenLoad: .seconds(600)))
        #expect(abandoned.isEmpty)
        for _ in 0..<3 {
            let document = try Self.render(store, terminal: terminal)
            #expect(document.plainText.contains("▣ Next week's concert"), "\(document.plainText)")
        }
        #expect(recorder.reports.withLock { $0 } == [
            "Picture not shown: asset:event-banner-2: this client has no picture named 'event-banner-2' (none is registered under that name)",
        ])
        #expect(recorder.fetched.withLock { $0 }.isEmpty, "a name is never a request, registered or not")
        #expect(store.lines(for: "asset:EVENT-BANNER-2", columns: 10, maximumRows: 4) == .failed)
        #expect(store.counts.failures == 1)
    }

    @Test("without the registration (another client), the same screen draws placeholders and still fetches nothing for the names")
    func withoutRegistration() async throws {
        let recorder = Recorder()
        let store = Self.store(.core, recorder: recorder, served: Self.banner)
        _ = try Self.render(store, terminal: .core)
        await store.load("asset:event-banner-1")
        await store.load("https://img.example/tile.png")
        let document = try Self.render(store, terminal: .core)
        #expect(document.plainText.contains("Tonight's concert"))
        #expect(recorder.fetched.withLock { $0 } == ["https://img.example/tile.png"], "only the tile's URL: its asset names nothing here")
        #expect(recorder.reports.withLock { $0 }.contains { $0.contains("no picture named 'event-banner-1'") })
    }

    @Test("decoded once: two spellings are one picture, and it is never evicted by fetched ones")
    func decodedOnce() async throws {
        let terminal = try Self.terminal()
        let recorder = Recorder()
        let store = Self.store(terminal, recorder: recorder, served: Self.banner, maximumPictures: 1)
        await store.load("asset:event-banner-1")
        await store.load("Asset:EVENT-banner-1")
        #expect(store.counts.downloads == 1)
        for index in 1...3 { await store.load("/images/\(index).png") }
        guard case .drawn = store.lines(for: "asset:Event-Banner-1", columns: 10, maximumRows: 4) else {
            Issue.record("the registered picture was evicted")
            return
        }
        #expect(store.lines(for: "/images/1.png", columns: 10, maximumRows: 4) == .pending, "fetched pictures are still evicted")
        #expect(store.counts.downloads == 5, "the name once, three URLs, and the evicted one asked for again")
    }

    @Test("with kitty the named picture is sent like a fetched one; with sixel its cells are marked for the overlay")
    func pixelProtocols() async throws {
        let terminal = try Self.terminal()
        let kitty = PictureStore(colors: .trueColor, pixelProtocol: .kitty, assets: terminal.assets) { _ in [] }
        await kitty.load("asset:event-banner-1")
        guard case .drawn(let cells) = kitty.lines(for: "asset:event-banner-1", columns: 20, maximumRows: 5) else {
            Issue.record("not drawn with kitty")
            return
        }
        #expect(cells.allSatisfy { $0.plainText.unicodeScalars.contains("\u{10EEEE}") })
        #expect(kitty.takePendingOutput().hasPrefix("\u{1B}_Ga=T,f=100,U=1,i="))
        let sixel = PictureStore(colors: .trueColor, pixelProtocol: .sixel(cell: try #require(CellSize(width: 8, height: 16))),
                                 assets: terminal.assets) { _ in [] }
        await sixel.load("asset:event-banner-1")
        guard case .drawn(let marked) = sixel.lines(for: "asset:event-banner-1", columns: 20, maximumRows: 5) else {
            Issue.record("not drawn with sixel")
            return
        }
        let mark = try #require(marked.first?.spans.compactMap(\.picture).first)
        #expect(sixel.overlay(mark.id)?.escape.hasPrefix("\u{1B}P") == true)
    }

    @Test("asset: URLs are told apart by their scheme, in any case; anything else is a URL", arguments: [
        ("asset:event-banner-1", "event-banner-1"), ("ASSET:Event-Banner-1", "Event-Banner-1"), ("asset:", ""),
        ("event-banner-1", nil), ("/images/asset:x", nil), ("assets:x", nil), ("https://img.example/asset:x", nil), ("asset", nil),
    ] as [(String, String?)])
    func scheme(_ url: String, _ name: String?) {
        #expect(NamedPicture.name(in: url) == name)
        #expect(ImageReference(url: url).pictureName == name)
    }
}

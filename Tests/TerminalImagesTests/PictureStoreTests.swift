import Foundation
import Synchronization
import Testing
import JSON
import SDUI
@testable import TerminalImages
@testable import TerminalUI

/// Pictures in a drawn screen: the placeholder first, the picture once it
/// has arrived, a failure said once and the placeholder kept.
@Suite("Pictures: the store and the renderers")
struct PictureStoreTests {
    /// A 40 × 20 picture: orange left half, blue right half, with a white bottom row.
    static let picture = PictureFiles.png(width: 40, height: 20, pixels: PictureFiles.pixels(width: 40, height: 20) { x, y in
        y == 19 ? (255, 255, 255) : x < 20 ? (255, 98, 0) : (0, 60, 200)
    })

    static let screen = #"""
        {"id": "s", "title": "Pictures", "sections": [{"id": "main", "components": [
          {"type": "image", "id": "label", "url": "/images/label.png", "width": 60, "height": 30, "accessibilityLabel": "A label"},
          {"type": "text", "id": "after", "paragraphs": ["Under the picture"]}
        ]}]}
        """#

    /// What the store did: its reports and its downloads.
    final class Recorder: Sendable {
        let reports = Mutex<[String]>([])
        let fetches = Mutex(0)
    }

    static func store(serving bytes: [UInt8], recorder: Recorder = Recorder()) -> PictureStore {
        PictureStore(colors: .trueColor, report: { message in recorder.reports.withLock { $0.append(message) } }) { _ in
            recorder.fetches.withLock { $0 += 1 }
            return bytes
        }
    }

    static func render(_ store: PictureStore) throws -> RenderedDocument {
        let screen = try ScreenFactory().makeScreen(from: Array(Self.screen.utf8)).value
        return ScreenRenderer(registry: .core, pictures: store).render(screen, state: ScreenState(), width: 40)
    }

    @Test("the placeholder while the picture is on its way, the picture once it has arrived (golden row)")
    func placeholderThenPicture() async throws {
        let recorder = Recorder()
        let store = Self.store(serving: Self.picture, recorder: recorder)
        let before = try Self.render(store)
        #expect(before.plainText.contains("▣ A label"))
        #expect(!before.plainText.contains("▀"))
        await store.load("/images/label.png")
        let after = try Self.render(store)
        #expect(!after.plainText.contains("▣ A label"))
        let rows = after.body.filter { $0.plainText.contains("▀") }
        // 60 points is 10 columns, widened to 15 for the label's placeholder: 15 × 8 pixels, 4 rows.
        #expect(rows.count == 4, "\(after.plainText)")
        #expect(rows.allSatisfy { $0.plainText.filter { $0 == "▀" }.count == 15 })
        #expect(after.plainText.contains("Under the picture"))
        let encoded = rows.map { LineEncoder(usesColor: true).encode($0) }.joined(separator: "\n") + "\n"
        let golden = String(encoded.map { $0 == "\u{1B}" ? "␛" : $0 })
        try snapshots.assert(golden, named: "image-row")
        _ = try Self.render(store)
        #expect(recorder.fetches.withLock { $0 } == 1, "downloaded once, drawn from memory after")
    }

    @Test("a picture that cannot be had is said once, with its URL, and the placeholder stays")
    func failureSaidOnce() async throws {
        let recorder = Recorder()
        let store = Self.store(serving: Array("<html>404</html>".utf8), recorder: recorder)
        _ = try Self.render(store)
        await store.load("/images/label.png")
        for _ in 0..<3 {
            let document = try Self.render(store)
            #expect(document.plainText.contains("▣ A label"))
        }
        #expect(recorder.reports.withLock { $0 } == ["Picture not shown: /images/label.png: not a PNG or JPEG picture"])
        #expect(store.lines(for: "/images/label.png", columns: 10, maximumRows: 4) == .failed)
        #expect(store.counts.failures == 1)
    }

    @Test("a large picture is kept at most 400 pixels a side; past 100 pictures the oldest goes and is fetched again")
    func memoryIsBounded() async throws {
        let recorder = Recorder()
        let large = PictureFiles.png(width: 2_000, height: 1_000, pixels: [UInt8](repeating: 128, count: 2_000 * 1_000 * 3))
        let small = Self.picture
        let store = PictureStore(colors: .trueColor) { url in
            recorder.fetches.withLock { $0 += 1 }
            return url.hasSuffix("large.png") ? large : small
        }
        await store.load("/images/large.png")
        guard case .drawn(let lines) = store.lines(for: "/images/large.png", columns: 400, maximumRows: 400) else {
            Issue.record("not drawn")
            return
        }
        #expect(lines.count == 100, "400 × 200 pixels kept: 100 rows at 400 columns, not 500")
        for index in 1...PictureStore.defaultMaximumPictures { await store.load("/images/\(index).png") }
        #expect(recorder.fetches.withLock { $0 } == 101)
        #expect(store.lines(for: "/images/large.png", columns: 10, maximumRows: 4) == .pending, "evicted: asked for again")
        await store.load("/images/large.png")
        #expect(recorder.fetches.withLock { $0 } == 102)
        #expect(HalfBlocks.shrunk(try #require(Picture(width: 3, height: 2, pixels: [UInt8](repeating: 1, count: 18))), toFit: 400).width == 3)
    }

    @Test("a store told to keep more keeps them all (what sdui render asks for a screen of many pictures)")
    func keepsWhatItIsTold() async throws {
        let recorder = Recorder()
        let store = PictureStore(colors: .trueColor, maximumPictures: 150) { _ in
            recorder.fetches.withLock { $0 += 1 }
            return Self.picture
        }
        for index in 1...150 { await store.load("/images/\(index).png") }
        guard case .drawn = store.lines(for: "/images/1.png", columns: 10, maximumRows: 4) else {
            Issue.record("the first of 150 was evicted from a store told to keep 150")
            return
        }
        #expect(recorder.fetches.withLock { $0 } == 150)
    }

    @Test("rows follow the picture's aspect at the width asked, within the limit")
    func rowsFollowAspect() async throws {
        let store = Self.store(serving: Self.picture)
        await store.load("/images/label.png")
        guard case .drawn(let wide) = store.lines(for: "/images/label.png", columns: 40, maximumRows: 50) else {
            Issue.record("not drawn")
            return
        }
        #expect(wide.count == 10, "40 columns of a 2:1 picture: 20 pixels high, 10 rows")
        guard case .drawn(let capped) = store.lines(for: "/images/label.png", columns: 40, maximumRows: 4) else { return }
        #expect(capped.count == 4)
    }

    @Test("which terminals get pictures: 24-bit, 256 colours, or none", arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm-256color"], true, HalfBlocks.Colors?.some(.trueColor)),
        (["COLORTERM": "24bit"], true, .some(.trueColor)),
        (["TERM": "xterm-256color"], true, .some(.palette256)),
        (["TERM": "xterm"], true, nil),
        (["TERM": "dumb"], true, nil),
        (["COLORTERM": "truecolor"], false, nil),
    ])
    func colors(_ environment: [String: String], _ usesColor: Bool, _ expected: HalfBlocks.Colors?) {
        #expect(PictureColors.detect(usesColor: usesColor, environment: { environment[$0] }) == expected)
    }
}

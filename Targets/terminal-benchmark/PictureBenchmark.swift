import BenchmarkFixtures
import SDUI
import Synchronization
import TerminalImages
import TerminalUI

/// A screen of 20 pictures (`BenchmarkPictures`) drawn at 120 columns in half
/// blocks, kitty's cells and sixel: the bytes each sends the terminal, and
/// the downloads a second visit costs.
enum PictureBenchmark {
    static func run(registry: TerminalRegistry) async {
        guard let screen = try? BenchmarkPictures.screen() else {
            print("Pictures: the benchmark screen does not decode")
            return
        }
        let bytes = BenchmarkPictures.files.reduce(0) { $0 + $1.count }
        print("")
        print("Pictures: 20 (10 PNG, 10 JPEG, 320 × 160), \(bytes) bytes, drawn at 120 columns, 24-bit colour")
        for (name, pixelProtocol) in [("half blocks", .halfBlocks), ("kitty", .kitty), ("sixel, 10 × 20 cells", .sixel(cell: .common))]
                as [(String, PictureProtocol)] {
            final class Fetches: Sendable { let count = Mutex(0) }
            let fetches = Fetches()
            let store = PictureStore(colors: .trueColor, pixelProtocol: pixelProtocol) { url in
                fetches.count.withLock { $0 += 1 }
                return BenchmarkPictures.file(forURL: url)
            }
            for index in 0..<BenchmarkPictures.count { await store.load(BenchmarkPictures.url(index)) }
            let renderer = ScreenRenderer(registry: registry, pictures: store)
            let first = renderer.render(screen, state: ScreenState(), width: 120)
            var writer = FrameWriter()
            let written = writer.output(for: Frame(lines: first.lines, encoder: LineEncoder(usesColor: true)), graphics: store)
            let downloads = fetches.count.withLock { $0 }
            _ = renderer.render(screen, state: ScreenState(), width: 120)
            let again = fetches.count.withLock { $0 } - downloads
            print("  \(name): \(written.utf8.count) bytes to the terminal (\(first.lines.count) rows, \(writer.stats.overlaysDrawn) drawn over them); "
                  + "a second visit downloads \(again) of 20")
        }
    }
}

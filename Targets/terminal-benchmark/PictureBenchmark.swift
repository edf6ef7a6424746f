import Glibc
import SDUI
import Synchronization
import TerminalImages
import TerminalUI

/// A screen of 20 pictures (10 PNG, 10 JPEG, 320 × 160 each, as the demo
/// server's): decoded, then drawn in half blocks at 120 columns, then drawn
/// again on a second visit (from the store's memory, no download).
enum PictureBenchmark {
    static func run(registry: TerminalRegistry) async {
        let files = (0..<20).map { index in makeFile(index) }
        let bytes = files.reduce(0) { $0 + $1.count }
        let screen = screenJSON(count: 20)
        guard let decoded = try? ScreenFactory().makeScreen(from: Array(screen.utf8)) else {
            print("Pictures: the benchmark screen does not decode")
            return
        }
        final class Fetches: Sendable {
            let count = Mutex(0)
        }
        let fetches = Fetches()
        let store = PictureStore(colors: .trueColor) { url in
            fetches.count.withLock { $0 += 1 }
            let index = Int(url.split(separator: "-").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0)
            return files[index % files.count]
        }
        let renderer = ScreenRenderer(registry: registry, pictures: store)
        let clock = ContinuousClock()
        let decodeStart = clock.now
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 { group.addTask { await store.load("/images/picture-\(index).\(index % 2 == 0 ? "png" : "jpg")") } }
        }
        let decodeTime = decodeStart.duration(to: clock.now)
        let drawStart = clock.now
        let first = renderer.render(decoded.value, state: ScreenState(), width: 120)
        let drawTime = drawStart.duration(to: clock.now)
        let encoded = LineEncoder(usesColor: true).encode(first.lines)
        let secondStart = clock.now
        let fetchesBefore = fetches.count.withLock { $0 }
        _ = renderer.render(decoded.value, state: ScreenState(), width: 120)
        let secondTime = secondStart.duration(to: clock.now)
        let secondFetches = fetches.count.withLock { $0 } - fetchesBefore
        let pictureRows = first.lines.filter { $0.plainText.contains(HalfBlocks.glyph) }.count
        print("")
        print("Pictures: 20 (10 PNG, 10 JPEG, 320 × 160), \(bytes) bytes, drawn at 120 columns, 24-bit colour")
        print("  decode all 20 (2 cores):     \(Measurement.milliseconds(decodeTime))")
        print("  draw the screen, first time: \(Measurement.milliseconds(drawTime)) (\(pictureRows) rows of half blocks, \(encoded.utf8.count) bytes to the terminal)")
        print("  draw again (second visit):   \(Measurement.milliseconds(secondTime)); downloads \(secondFetches) of 20, hit rate \(100 * (20 - secondFetches) / 20)%")
    }

    static func screenJSON(count: Int) -> String {
        let components = (0..<count).map { index in
            #"{"type": "image", "id": "p\#(index)", "url": "/images/picture-\#(index).\#(index % 2 == 0 ? "png" : "jpg")", "width": 240, "height": 120}"#
        }
        return #"{"id": "pictures", "title": "Pictures", "sections": [{"id": "main", "components": [\#(components.joined(separator: ","))]}]}"#
    }

    /// A 320 × 160 picture with a gradient and stripes, different for each index.
    static func makeFile(_ index: Int) -> [UInt8] {
        let width = 320
        let height = 160
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 3
                pixels[offset] = UInt8((x + index * 13) & 255)
                pixels[offset + 1] = UInt8((y * 2 + index * 29) & 255)
                pixels[offset + 2] = (x / 16 + y / 16) % 2 == 0 ? 200 : 40
            }
        }
        return index % 2 == 0 ? PictureEncoder.png(width: width, height: height, pixels: pixels)
            : PictureEncoder.jpeg(width: width, height: height, pixels: pixels)
    }
}

import AllocationBudget
import Benchmark
import BenchmarkFixtures
import PlayerTerminal
import SDUI
import SDUIContract
import TerminalImages
import TerminalUI

// What a client does for every screen: decode it, draw a frame, and redraw
// after a refresh. Allocation counts are the budget CI checks
// (Scripts/check-allocations.sh); the times are printed, not checked.
// Names are file names in Thresholds/: no spaces or slashes (package-benchmark
// writes them with `_` and reads them as written).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = AllocationBudget.configuration
    // Made once; a fixture that cannot be read fails every benchmark that uses it, with the reason.
    let fixtures = Result { try ClientFixtures() }

    // Decode: every screen of the demo's content folder, as the full client
    // decodes it (the core's and the features' types), and a generated
    // 1,000-component screen.
    Benchmark("decode-content-screens") { benchmark in
        let fixtures = try fixtures.get()
        for _ in benchmark.scaledIterations {
            for bytes in fixtures.contentScreens { blackHole(try fixtures.factory.makeDocument(from: bytes)) }
        }
    }
    Benchmark("decode-1000-components") { benchmark in
        let fixtures = try fixtures.get()
        for _ in benchmark.scaledIterations { blackHole(try fixtures.factory.makeDocument(from: fixtures.largeBytes)) }
    }

    // Draw: the same screen laid out at 120 columns and written as one frame.
    // The core's renderers and the track's: the screens are mostly tracks, which the core alone would leave out.
    let drawing = Result { () throws(RegistrationError) in ScreenRenderer(registry: try TerminalRegistry.coreWithTracks()) }
    let encoder = LineEncoder(usesColor: true)
    let state = ScreenState()
    let large = BenchmarkScreen.make(count: 1000)
    Benchmark("render-frame-1000-components") { benchmark in
        let renderer = try drawing.get()
        for _ in benchmark.scaledIterations {
            let document = renderer.render(large, state: state, width: 120)
            var writer = FrameWriter()
            blackHole(writer.output(for: Frame(lines: document.lines, encoder: encoder)))
        }
    }

    // The first frame of a 10,000-row lazy list, as the interactive app draws it
    // (`LazyRows`: the rows near the top laid out) and with every row laid out
    // (as a pipe draws it); a change that made the lazy path eager again would
    // multiply its allocations.
    let longList = BenchmarkTrackList.make(rows: 10_000)
    for (name, lazyRows) in [("first-frame-10000-row-list-lazy", LazyRows()), ("first-frame-10000-row-list-eager", nil)] as [(String, LazyRows?)] {
        Benchmark(name) { benchmark in
            let renderer = try drawing.get()
            for _ in benchmark.scaledIterations {
                let document = renderer.render(longList, state: state, width: 120, lazyRows: lazyRows)
                var frames = FrameEncoder(encoder: encoder)
                blackHole(frames.frame(for: Array(document.lines.prefix(50))))
            }
        }
    }

    // The focus moving one row down a 1,000-track list drawn whole: the list keeps
    // each row's lines, so only the two rows the focus left and entered are laid out.
    let thousandTracks = BenchmarkTrackList.make(rows: 1000)
    Benchmark("focus-move-in-1000-row-list") { benchmark in
        let renderer = try drawing.get()
        let cache = LayoutCache()
        var frames = FrameEncoder(encoder: encoder)
        var writer = FrameWriter()
        blackHole(writer.output(for: frames.frame(for: renderer.render(thousandTracks, state: state, width: 120,
                                                                         focus: FocusState(focusedID: "t10"), cache: cache).lines)))
        benchmark.startMeasurement()
        let document = renderer.render(thousandTracks, state: state, width: 120, focus: FocusState(focusedID: "t11"), cache: cache)
        blackHole(writer.output(for: frames.frame(for: document.lines)))
        benchmark.stopMeasurement()
    }

    // Redraw: a refresh changed 10 of the 1,000 components; only the diff is
    // laid out again and only changed rows are written. Measured from the
    // refresh's arrival to the bytes for the terminal, as the app does it.
    let refreshed = BenchmarkScreen.make(count: 1000, changed: Set(stride(from: 5, to: 1000, by: 100)), version: 2)
    let diff = ScreenDiff(from: large, to: refreshed)
    Benchmark("redraw-after-10-of-1000-changed") { benchmark in
        let renderer = try drawing.get()
        let cache = LayoutCache()
        let shown = renderer.render(large, state: state, width: 120, cache: cache)
        var frames = FrameEncoder(encoder: encoder)
        var writer = FrameWriter()
        blackHole(writer.output(for: frames.frame(for: shown.lines)))
        benchmark.startMeasurement()
        cache.apply(diff)
        let document = renderer.render(refreshed, state: state, width: 120, cache: cache)
        blackHole(writer.output(for: frames.frame(for: document.lines)))
        benchmark.stopMeasurement()
    }

    // The same refresh without the diff: the screen laid out whole and every row written.
    Benchmark("full-redraw-after-10-of-1000-changed") { benchmark in
        let renderer = try drawing.get()
        for _ in benchmark.scaledIterations {
            let document = renderer.render(refreshed, state: state, width: 120)
            var writer = FrameWriter()
            blackHole(writer.output(for: Frame(lines: document.lines, encoder: encoder)))
        }
    }

    // Pictures: 20 files (10 PNG, 10 JPEG, 320 × 160) decoded as the picture store
    // decodes them, and a screen of them drawn the first time at 120 columns, in
    // each way a terminal can show them (the files decoded before the measurement).
    Benchmark("decode-20-pictures") { benchmark in
        let decoder = PictureDecoder()
        for _ in benchmark.scaledIterations {
            for (index, file) in BenchmarkPictures.files.enumerated() {
                blackHole(try decoder.decode(file, fitting: (width: PictureStore.maximumKeptSide, height: PictureStore.maximumKeptSide),
                                             source: BenchmarkPictures.url(index)))
            }
        }
    }
    // What a kitty terminal costs besides: each picture made into a PNG once when it arrives.
    Benchmark("png-20-pictures-for-kitty") { benchmark in
        let decoder = PictureDecoder()
        let pictures = try BenchmarkPictures.files.enumerated().map { index, file in
            try decoder.decode(file, fitting: (width: PictureStore.maximumKeptSide, height: PictureStore.maximumKeptSide),
                               source: BenchmarkPictures.url(index))
        }
        benchmark.startMeasurement()
        for picture in pictures { blackHole(PictureEncoder.png(width: picture.width, height: picture.height, pixels: picture.pixels)) }
        benchmark.stopMeasurement()
    }
    let pictureScreen = Result { try BenchmarkPictures.screen() }
    for (name, pixelProtocol) in [("half-blocks", .halfBlocks), ("kitty", .kitty), ("sixel", .sixel(cell: .common))] as [(String, PictureProtocol)] {
        Benchmark("draw-20-pictures-\(name)") { benchmark in
            let screen = try pictureScreen.get()
            let store = PictureStore(colors: .trueColor, pixelProtocol: pixelProtocol) { BenchmarkPictures.file(forURL: $0) }
            for index in 0..<BenchmarkPictures.count { await store.load(BenchmarkPictures.url(index)) }
            let renderer = ScreenRenderer(registry: TerminalRegistry.core, pictures: store)
            benchmark.startMeasurement()
            let document = renderer.render(screen, state: state, width: 120)
            var writer = FrameWriter()
            blackHole(writer.output(for: Frame(lines: document.lines, encoder: encoder), graphics: store))
            benchmark.stopMeasurement()
        }
    }
}

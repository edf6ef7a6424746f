import BenchmarkFixtures
import Glibc
import SDUI
import SDUISession
import TerminalUI

// Measures the terminal renderer on a 1,000-component screen at 120 columns:
// a cold render, and the redraw after a refresh that changed 10 components,
// diff-driven (layout cache + changed rows only) against a full redraw.
// Run in release: swift run -c release terminal-benchmark

let width = 120
let count = 1000
let changed: Set<Int> = Set(stride(from: 5, to: count, by: count / 10))
let iterations = 30

let registry = TerminalRegistry.core
let renderer = ScreenRenderer(registry: registry)
let encoder = LineEncoder(usesColor: true)
let before = BenchmarkScreen.make(count: count)
let after = BenchmarkScreen.make(count: count, changed: changed, version: 2)
let diff = ScreenDiff(from: before, to: after)
let state = ScreenState()

let document = renderer.render(before, state: state, width: width)
print("Screen: \(before.allComponents.count) components, \(document.lines.count) lines at \(width) columns, colours on")
print("Refresh: \(diff.updated.count) components changed (\(diff.updated.prefix(3).joined(separator: ", ")), …)")
print("")

// 1. Cold render: every component laid out, no cache.
let cold = Measurement.of(iterations: iterations) {
    _ = renderer.render(before, state: state, width: width)
}
print("Render, cold:               median \(Measurement.milliseconds(cold.median)), best \(Measurement.milliseconds(cold.best))")

// 2. Full redraw after the refresh: everything laid out again, every row written.
var fullBytes = 0
var fullRows = 0
let full = Measurement.of(iterations: iterations) {
    let document = renderer.render(after, state: state, width: width)
    var writer = FrameWriter()
    let output = writer.output(for: Frame(lines: document.lines, encoder: encoder))
    fullBytes = output.utf8.count
    fullRows = writer.stats.rowsWritten
}
print("Redraw after refresh, full: median \(Measurement.milliseconds(full.median)), best \(Measurement.milliseconds(full.best)), "
      + "\(fullRows) rows, \(fullBytes) bytes written")

// 3. Diff redraw: the layout cache drops only what the ScreenDiff names, the
// frame encoder encodes only lines that changed, and only rows that differ
// from the previous frame are written. Timed from the refresh's arrival
// (apply the diff) to the bytes for the terminal.
var diffBytes = 0
var diffRows = 0
var laidOut = 0
var encodedLines = 0
var times: [Duration] = []
let clock = ContinuousClock()
for iteration in 0..<(iterations + 3) {
    let cache = LayoutCache()
    let shown = renderer.render(before, state: state, width: width, cache: cache)
    var frames = FrameEncoder(encoder: encoder)
    var writer = FrameWriter()
    _ = writer.output(for: frames.frame(for: shown.lines))
    cache.resetCounters()
    let start = clock.now
    cache.apply(diff)
    let refreshed = renderer.render(after, state: state, width: width, cache: cache)
    let output = writer.output(for: frames.frame(for: refreshed.lines))
    let elapsed = clock.now - start
    if iteration >= 3 { times.append(elapsed) }
    diffBytes = output.utf8.count
    diffRows = writer.stats.rowsWritten
    laidOut = cache.misses
    encodedLines = frames.linesEncoded
}
times.sort()
print("Redraw after refresh, diff: median \(Measurement.milliseconds(times[times.count / 2])), "
      + "best \(Measurement.milliseconds(times[0])), \(diffRows) rows, \(diffBytes) bytes written "
      + "(\(laidOut) components laid out again, \(encodedLines) lines encoded)")
let ratio = Double(fullBytes) / Double(max(1, diffBytes))
print("Full redraw writes \((ratio * 10).rounded() / 10)× the bytes of the diff redraw.")

// 4. A 10,000-row lazy list: what the first frame costs, eager against lazy.
LazyListBenchmark.run(renderer: renderer, encoder: encoder, width: width, iterations: 10)

// 5. A screen of 20 pictures: decode, first draw, second visit.
await PictureBenchmark.run(registry: registry)

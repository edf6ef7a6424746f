import BenchmarkFixtures
import Glibc
import PlayerTerminal
import SDUI
import TerminalUI

// What the terminal renderer writes, in bytes and rows (deterministic: the
// times are package-benchmark's, Scripts/benchmark-terminal.sh prints both):
// a 1,000-component screen at 120 columns redrawn after a refresh that
// changed 10 components, whole and by the diff; a 10,000-row lazy list's
// first frame; a screen of 20 pictures in each way a terminal shows them.
//   swift run -c release terminal-benchmark

let width = 120
let count = 1000
let changed: Set<Int> = Set(stride(from: 5, to: count, by: count / 10))

// The core's renderers and the track's: the screens are mostly tracks.
let registry: TerminalRegistry
do throws(RegistrationError) {
    registry = try TerminalRegistry.coreWithTracks()
} catch {
    print("terminal-benchmark: \(error)")
    exit(1)
}
let renderer = ScreenRenderer(registry: registry)
let encoder = LineEncoder(usesColor: true)
let before = BenchmarkScreen.make(count: count)
let after = BenchmarkScreen.make(count: count, changed: changed, version: 2)
let diff = ScreenDiff(from: before, to: after)
let state = ScreenState()

let document = renderer.render(before, state: state, width: width)
print("Screen: \(before.allComponents.count) components, \(document.lines.count) lines at \(width) columns, colours on")
print("Refresh: \(diff.updated.count) components changed (\(diff.updated.prefix(3).joined(separator: ", ")), …)")

// The whole screen again: every row written.
var full = FrameWriter()
let fullBytes = full.output(for: Frame(lines: renderer.render(after, state: state, width: width).lines, encoder: encoder)).utf8.count
print("Redraw after refresh, full: \(full.stats.rowsWritten) rows, \(fullBytes) bytes written")

// By the diff: the layout cache drops only what the ScreenDiff names, the frame
// encoder encodes only lines that changed, and only rows that differ are written.
let cache = LayoutCache()
var frames = FrameEncoder(encoder: encoder)
var writer = FrameWriter()
_ = writer.output(for: frames.frame(for: renderer.render(before, state: state, width: width, cache: cache).lines))
cache.resetCounters()
cache.apply(diff)
let diffBytes = writer.output(for: frames.frame(for: renderer.render(after, state: state, width: width, cache: cache).lines)).utf8.count
print("Redraw after refresh, diff: \(writer.stats.rowsWritten) rows, \(diffBytes) bytes written "
      + "(\(cache.misses) components laid out again, \(frames.linesEncoded) lines encoded)")
let ratio = Double(fullBytes) / Double(max(1, diffBytes))
print("Full redraw writes \((ratio * 10).rounded() / 10)× the bytes of the diff redraw.")

LazyListBenchmark.run(renderer: renderer, encoder: encoder, width: width)
await PictureBenchmark.run(registry: registry)

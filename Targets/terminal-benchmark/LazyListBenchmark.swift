import BenchmarkFixtures
import CHeapStats
import SDUI
import TerminalUI

/// A 10,000-row `lazyList` of tracks: the first frame (lay out, encode the
/// rows a 50-row terminal shows) and the heap the laid-out document holds,
/// with every row laid out (as before lazy lists were lazy, and as pipes
/// still draw) against the interactive app's `LazyRows`.
enum LazyListBenchmark {
    static let rows = 10_000
    static let terminalRows = 50

    static func run(renderer: ScreenRenderer, encoder: LineEncoder, width: Int, iterations: Int) {
        let screen = BenchmarkTrackList.make(rows: rows)
        print("")
        print("Lazy list: \(rows) tracks at \(width) columns, first frame of \(terminalRows) rows")
        var results: [(name: String, time: Measurement, heap: Int, lines: Int)] = []
        for (name, lazyRows) in [("every row laid out", nil), ("LazyRows (\(LazyRows.initialRows) rows first)", LazyRows())] as [(String, LazyRows?)] {
            var lines = 0
            let time = Measurement.of(iterations: iterations) {
                let document = renderer.render(screen, state: ScreenState(), width: width, lazyRows: lazyRows)
                var frames = FrameEncoder(encoder: encoder)
                _ = frames.frame(for: Array(document.lines.prefix(terminalRows)))
                lines = document.lines.count
            }
            let heap = heapHeld { renderer.render(screen, state: ScreenState(), width: width, lazyRows: lazyRows) }
            results.append((name, time, heap, lines))
            print("  \(name): median \(Measurement.milliseconds(time.median)), best \(Measurement.milliseconds(time.best)), "
                  + "\(lines) lines, document holds \(heap / 1024) KB of heap")
        }
        let (eager, lazy) = (results[0], results[1])
        let timeRatio = Double(eager.time.median.nanoseconds) / Double(max(1, lazy.time.median.nanoseconds))
        let heapRatio = Double(eager.heap) / Double(max(1, lazy.heap))
        print("  First frame \(rounded(timeRatio))× faster, \(rounded(heapRatio))× less heap with LazyRows.")
    }

    /// Heap bytes in use while the value `make` returns is alive.
    static func heapHeld<T>(_ make: () -> T) -> Int {
        let before = Int(heap_stats_bytes_in_use())
        let value = make()
        let after = Int(heap_stats_bytes_in_use())
        withExtendedLifetime(value) {}
        return max(0, after - before)
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}

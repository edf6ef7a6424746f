import BenchmarkFixtures
import CHeapStats
import SDUI
import TerminalUI

/// A 10,000-row `lazyList` of tracks: the lines laid out for the first frame
/// and the heap the laid-out document holds, with every row laid out (as
/// before lazy lists were lazy, and as pipes still draw) against the
/// interactive app's `LazyRows`.
enum LazyListBenchmark {
    static let rows = 10_000

    static func run(renderer: ScreenRenderer, encoder: LineEncoder, width: Int) {
        let screen = BenchmarkTrackList.make(rows: rows)
        print("")
        print("Lazy list: \(rows) tracks at \(width) columns, first frame")
        var heaps: [Int] = []
        for (name, lazyRows) in [("every row laid out", nil), ("LazyRows (\(LazyRows.initialRows) rows first)", LazyRows())] as [(String, LazyRows?)] {
            let lines = renderer.render(screen, state: ScreenState(), width: width, lazyRows: lazyRows).lines.count
            let heap = heapHeld { renderer.render(screen, state: ScreenState(), width: width, lazyRows: lazyRows) }
            heaps.append(heap)
            print("  \(name): \(lines) lines, the document holds \(heap / 1024) KB of heap")
        }
        print("  \((Double(heaps[0]) / Double(max(1, heaps[1])) * 10).rounded() / 10)× less heap with LazyRows.")
    }

    /// Heap bytes in use while the value `make` returns is alive.
    static func heapHeld<T>(_ make: () -> T) -> Int {
        let before = Int(heap_stats_bytes_in_use())
        let value = make()
        let after = Int(heap_stats_bytes_in_use())
        withExtendedLifetime(value) {}
        return max(0, after - before)
    }
}

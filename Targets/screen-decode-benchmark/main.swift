// Decodes screen documents two ways and prints the time of each: through
// the tree (`ScreenFactory.makeScreen(from:)`: parse to `JSONValue`, then
// decode) and straight from the tape (`ScreenFactory.makeScreen(from:)`'s
// fast path for documents without templates or expressions). Both must give
// the same screen and the same diagnostics, or the run fails.
//
//   screen-decode-benchmark [--rounds N] FILE...
//
// Rounds alternate the two ways, so a change in the machine's load hits both
// alike; each round decodes each file for at least 50 ms. Scripts/benchmark-screen-decode.sh
// fetches the demo server's screens and runs this over them.
import FeatureContracts
import Glibc
import JSON
import SDUIContract

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 7
if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
    rounds = value
    arguments.removeSubrange(index...(index + 1))
}
guard !arguments.isEmpty else {
    print("usage: screen-decode-benchmark [--rounds N] FILE...")
    exit(2)
}

var registry = ContractRegistry()
do {
    for types in FeatureContracts.all { try types.register(into: &registry) }
} catch {
    print("screen-decode-benchmark: \(error)")
    exit(1)
}
let factory = ScreenFactory(delegate: registry)
var tree = factory
tree.decodesFromTape = false

func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[..<count]
    }
    return bytes
}

/// Nanoseconds per decode of `bytes` with `factory`, over at least 50 ms.
func timePerDecode(_ bytes: [UInt8], _ factory: ScreenFactory) -> Double {
    let clock = ContinuousClock()
    var count = 0
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
        _ = try? factory.makeDocument(from: bytes)
        count += 1
        elapsed = clock.now - start
    } while elapsed < .milliseconds(50)
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

print("file                                         bytes   tree µs   tape µs   tape/tree  path")
var treeTotal = 0.0, tapeTotal = 0.0
for path in arguments {
    guard let bytes = read(path) else {
        print("screen-decode-benchmark: cannot read \(path)")
        exit(1)
    }
    let viaTree: Decoded<Screen>, viaFactory: ScreenDocument
    do {
        viaTree = try tree.makeDocument(from: bytes).initial
        viaFactory = try factory.makeDocument(from: bytes)
    } catch {
        print("\(path): \(error)")
        continue
    }
    guard viaTree.value == viaFactory.initial.value, viaTree.diagnostics == viaFactory.initial.diagnostics else {
        print("screen-decode-benchmark: \(path) decodes differently from the tape")
        exit(1)
    }
    var treeTimes: [Double] = [], tapeTimes: [Double] = []
    for _ in 0..<rounds {
        treeTimes.append(timePerDecode(bytes, tree))
        tapeTimes.append(timePerDecode(bytes, factory))
    }
    let (treeTime, tapeTime) = (median(treeTimes) / 1000, median(tapeTimes) / 1000)
    treeTotal += treeTime
    tapeTotal += tapeTime
    let name = String(path.split(separator: "/").suffix(2).joined(separator: "/").suffix(42))
    let way = viaFactory.json == nil ? "tape" : "tree (templates or expressions)"
    print(name + String(repeating: " ", count: max(0, 42 - name.count)),
          String(bytes.count).leftPadded(8), String(format1(treeTime)).leftPadded(9), String(format1(tapeTime)).leftPadded(9),
          String(format2(tapeTime / treeTime)).leftPadded(11), " " + way)
}
print("all files: tree \(format1(treeTotal)) µs, factory \(format1(tapeTotal)) µs, ratio \(format2(tapeTotal / treeTotal))")

func format1(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }
func format2(_ value: Double) -> String { String(Double(Int((value * 100).rounded())) / 100) }

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

import AllocationBudget
import Benchmark
import Foundation
import JSON
import JSONBenchmarkDocuments

// The JSON module against Foundation on the same generated screen document
// (JSONBenchmarkDocuments, 1 MB, a fixed seed): parsing onto the tape,
// decoding into the Codable model and encoding it back. Each pair
// `<phase>-ours` / `<phase>-foundation` is compared by Scripts/benchmark-json.sh,
// which prints the ratios. Allocation counts of both sides are budgets like
// every other benchmark's (the toolchain is pinned, so Foundation's are
// steady too); times are printed only.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = AllocationBudget.configuration
    Benchmark.defaultConfiguration.metrics = [.mallocCountTotal, .wallClock, .throughput]
    let fixtures = Result { try JSONFixtures() }

    // Reading onto the tape alone: a model that reads nothing.
    Benchmark("tape-ours") { benchmark in
        let fixtures = try fixtures.get()
        for _ in benchmark.scaledIterations { blackHole(try JSONModelDecoder().decode(ReadsNothing.self, from: fixtures.bytes)) }
    }
    Benchmark("parse-ours") { benchmark in
        let fixtures = try fixtures.get()
        for _ in benchmark.scaledIterations { blackHole(try JSONParser().parse(fixtures.bytes)) }
    }
    Benchmark("decode-ours") { benchmark in
        let fixtures = try fixtures.get()
        for _ in benchmark.scaledIterations { blackHole(try JSONModelDecoder().decode(Screen.self, from: fixtures.bytes)) }
    }
    Benchmark("decode-foundation") { benchmark in
        let fixtures = try fixtures.get()
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations { blackHole(try decoder.decode(Screen.self, from: fixtures.data)) }
    }
    Benchmark("encode-ours") { benchmark in
        let fixtures = try fixtures.get()
        for _ in benchmark.scaledIterations { blackHole(try JSONModelEncoder().encode(fixtures.model)) }
    }
    Benchmark("encode-foundation") { benchmark in
        let fixtures = try fixtures.get()
        let encoder = JSONEncoder()
        for _ in benchmark.scaledIterations { blackHole(try encoder.encode(fixtures.model)) }
    }
}

/// The document, and the checks that make the comparison fair: both decoders
/// read it to the same model, and each encoder's output decodes back to it.
struct JSONFixtures: Sendable {
    static let megabytes = 1.0
    static let seed: UInt64 = 0x5D0_1BE7C4

    let bytes: [UInt8]
    let data: Data
    let model: Screen

    init() throws {
        bytes = DocumentGenerator(targetSize: Int(Self.megabytes * 1_000_000), seed: Self.seed).generate().bytes
        data = Data(bytes)
        let ours = try JSONModelDecoder().decode(Screen.self, from: bytes)
        let foundation = try JSONDecoder().decode(Screen.self, from: data)
        if ours != foundation {
            throw Mismatch(ScreenDifference.describe(ours, foundation, lhsName: "JSONModelDecoder", rhsName: "JSONDecoder"))
        }
        model = ours
        let oursBack = try JSONDecoder().decode(Screen.self, from: Data(try JSONModelEncoder().encode(model)))
        if oursBack != model { throw Mismatch(ScreenDifference.describe(model, oursBack, lhsName: "model", rhsName: "JSONModelEncoder's, read back")) }
        let foundationBack = try JSONModelDecoder().decode(Screen.self, from: [UInt8](try JSONEncoder().encode(model)))
        if foundationBack != model { throw Mismatch(ScreenDifference.describe(model, foundationBack, lhsName: "model", rhsName: "JSONEncoder's, read back")) }
    }

    /// The two sides disagree: a comparison of their speeds would mean nothing.
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
        init(_ difference: String?) { description = "the JSON module and Foundation disagree: \(difference ?? "no difference located")" }
    }
}

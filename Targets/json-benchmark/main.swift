// Measures the JSON module against Foundation on a generated screen document.
// See `BenchmarkOptions.usage`, or run with --help.
import Foundation
import JSON
import JSONBenchmarkDocuments

/// Prints to standard error and exits; for usage errors and failed checks.
func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("json-benchmark: \(message)\n".utf8))
    exit(status)
}

/// Runs one step, turning an error into a failure that names the step.
func step<Result>(_ what: String, _ body: () throws -> Result) -> Result {
    do {
        return try body()
    } catch {
        fail("\(what) failed: \(error)")
    }
}

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if error.message.isEmpty {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    fail("\(error.message)\n\n\(BenchmarkOptions.usage)", status: 2)
}

let document = DocumentGenerator(targetSize: Int(options.megabytes * 1_000_000), seed: options.seed).generate()
let bytes = document.bytes
let iterations = options.iterations
print("""
    document: \(Report.grouped(bytes.count)) bytes, \(document.sectionCount) sections, \
    \(document.componentCount) components, seed \(options.seed), FNV-1a \(String(document.checksum, radix: 16))
    runs: 1 warm-up + \(iterations) measured per phase\(options.only.map { ", only \($0.rawValue)" } ?? "")

    """)

// Both sides at their defaults: compact output with "/" escaped as "\/".
let foundationDecoder = JSONDecoder()
let foundationEncoder = JSONEncoder()

// MARK: Decoding

var parse: PhaseMeasurement?
var tape: PhaseMeasurement?
var oursDecode: PhaseMeasurement?
var foundationDecode: PhaseMeasurement?
var oursModel: Screen?
var foundationModel: Screen?

if options.measures(.parse, of: .ours) {
    parse = step("parsing with JSONParser") {
        try measure("parse   JSONParser", iterations: iterations, size: { _ in bytes.count }) {
            try JSONParser().parse(bytes)
        }.0
    }
}
if options.measures(.tape, of: .ours) {
    // A model that reads nothing: what is left is reading the document onto the tape, which every decode pays.
    tape = step("reading onto the tape") {
        try measure("tape    JSONModelDecoder", iterations: iterations, size: { _ in bytes.count }) {
            try JSONModelDecoder().decode(ReadsNothing.self, from: bytes)
        }.0
    }
}
if options.measures(.decode, of: .ours) {
    (oursDecode, oursModel) = step("decoding with JSONModelDecoder") {
        try measure("decode  JSONModelDecoder", iterations: iterations, size: { _ in bytes.count }) {
            try JSONModelDecoder().decode(Screen.self, from: bytes)
        }
    }
}

if options.measures(.decode, of: .foundation) {
    (foundationDecode, foundationModel) = step("decoding with Foundation's JSONDecoder") {
        try bytes.withUnsafeBytes { buffer in
            // The same memory as `bytes`, not a copy: both decoders start from the same footprint.
            let data = buffer.baseAddress.map {
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none)
            } ?? Data()
            return try measure("decode  Foundation JSONDecoder", iterations: iterations, size: { _ in data.count }) {
                try foundationDecoder.decode(Screen.self, from: data)
            }
        }
    }
}

if let oursModel, let foundationModel, oursModel != foundationModel {
    let difference = ScreenDifference.describe(
        oursModel, foundationModel, lhsName: "JSONModelDecoder", rhsName: "JSONDecoder")
    fail("the two decoders produced different models; \(difference ?? "no difference located")")
}

// MARK: Encoding

let encodes = options.measures(.encode, of: .ours) || options.measures(.encode, of: .foundation)
if encodes, oursModel == nil, foundationModel == nil {
    // Encoding was asked for without decoding: one unmeasured decode makes the model.
    oursModel = step("decoding the model to encode") { try JSONModelDecoder().decode(Screen.self, from: bytes) }
}
// Either model will do: when both exist they were just found equal.
let model = oursModel ?? foundationModel
foundationModel = nil

var oursEncode: PhaseMeasurement?
var foundationEncode: PhaseMeasurement?
var oursOutput: [UInt8]?
var foundationOutput: Data?

if let model, options.measures(.encode, of: .ours) {
    (oursEncode, oursOutput) = step("encoding with JSONModelEncoder") {
        try measure("encode  JSONModelEncoder", iterations: iterations, size: { $0.count }) {
            try JSONModelEncoder().encode(model)
        }
    }
}
if let model, options.measures(.encode, of: .foundation) {
    (foundationEncode, foundationOutput) = step("encoding with Foundation's JSONEncoder") {
        try measure("encode  Foundation JSONEncoder", iterations: iterations, size: { $0.count }) {
            try foundationEncoder.encode(model)
        }
    }
}

// Each encoder's output must mean the same model; read it with the other side's decoder.
if let model, let oursOutput {
    let decoded = step("decoding JSONModelEncoder's output with JSONDecoder") {
        try foundationDecoder.decode(Screen.self, from: Data(oursOutput))
    }
    if decoded != model {
        let difference = ScreenDifference.describe(model, decoded, lhsName: "model", rhsName: "decoded")
        fail("JSONModelEncoder's output does not decode to the model; \(difference ?? "no difference located")")
    }
}
if let model, let foundationOutput {
    let decoded = step("decoding JSONEncoder's output with JSONModelDecoder") {
        try JSONModelDecoder().decode(Screen.self, from: [UInt8](foundationOutput))
    }
    if decoded != model {
        let difference = ScreenDifference.describe(model, decoded, lhsName: "model", rhsName: "decoded")
        fail("JSONEncoder's output does not decode to the model; \(difference ?? "no difference located")")
    }
}

// MARK: Report

let report = Report(rows: [parse, tape, oursDecode, foundationDecode, oursEncode, foundationEncode].compactMap { $0 })
report.printTable()
print("")
if let tape, let oursDecode {
    print("tape share of JSONModelDecoder time: \(Report.fixed(100 * tape.medianSeconds / oursDecode.medianSeconds, 0))%")
}
report.printRatio("decode", ours: oursDecode, foundation: foundationDecode)
report.printRatio("encode", ours: oursEncode, foundation: foundationEncode)
if oursDecode != nil, foundationDecode != nil {
    print("note: +RSS of later phases is shaped by earlier ones; for clean per-side peaks run --only ours and --only foundation")
    print("check: both decoders produced equal models\(encodes ? "; each encoder's output decodes back to it" : "")")
} else if encodes {
    print("check: the encoder's output decodes back to the model (run without --only to compare decoders)")
}

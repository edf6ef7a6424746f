/// Command-line options of `json-benchmark`.
struct BenchmarkOptions {
    /// Which decoder and encoder to run; nil runs both and compares them.
    enum Side: String {
        case ours, foundation
    }

    /// A measured step; choosing some keeps a profiler's samples to the steps being studied.
    enum Phase: String, CaseIterable {
        case parse, tape, decode, encode
    }

    var megabytes: Double = 20
    var iterations = 5
    var only: Side?
    var phases = Set(Phase.allCases)
    var seed: UInt64 = 0x5D0_1BE7C4

    static let usage = """
        usage: json-benchmark [--megabytes N] [--iterations N] [--only ours|foundation] [--phases LIST] [--seed N]

        Generates a deterministic screen-shaped JSON document (default 20 MB) and
        measures, after one warm-up run, the median and best of N runs (default 5) of:
          parse     JSONParser().parse (bytes to JSONValue)
          decode    JSONModelDecoder and Foundation's JSONDecoder into the same model
          encode    JSONModelEncoder and Foundation's JSONEncoder from that model
        Both decoders' results must be equal, and each encoder's output must decode
        back to the same model, or the run fails. MB = 1,000,000 bytes.

          --megabytes N    size of the document (default 20; fractions allowed)
          --iterations N   measured runs per phase (default 5)
          --only SIDE      run one side only (ours or foundation) so its peak RSS
                           is not shaped by the other side's allocations
          --phases LIST    comma-separated phases to measure (parse, tape, decode,
                           encode; default all), for example to profile one of them
                           with perf; encode without decode decodes once, unmeasured
          --seed N         seed of the document generator
        """

    struct UsageError: Error {
        var message: String
    }

    /// Reads the options; `--help` is reported as a usage error with no message.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" { throw UsageError(message: "") }
            guard ["--megabytes", "--iterations", "--only", "--phases", "--seed"].contains(argument) else {
                throw UsageError(message: "unknown argument '\(argument)'")
            }
            guard let value = remaining.popFirst() else {
                throw UsageError(message: "\(argument) needs a value")
            }
            switch argument {
            case "--megabytes":
                guard let megabytes = Double(value), megabytes > 0, megabytes <= 2000 else {
                    throw UsageError(message: "--megabytes must be a number in (0, 2000], not '\(value)'")
                }
                options.megabytes = megabytes
            case "--iterations":
                guard let iterations = Int(value), iterations >= 1 else {
                    throw UsageError(message: "--iterations must be a positive integer, not '\(value)'")
                }
                options.iterations = iterations
            case "--only":
                guard let side = Side(rawValue: value) else {
                    throw UsageError(message: "--only must be 'ours' or 'foundation', not '\(value)'")
                }
                options.only = side
            case "--phases":
                var phases = Set<Phase>()
                for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let phase = Phase(rawValue: String(name)) else {
                        throw UsageError(message: "--phases takes parse, tape, decode and encode, not '\(name)'")
                    }
                    phases.insert(phase)
                }
                options.phases = phases
            default:
                guard let seed = UInt64(value) else {
                    throw UsageError(message: "--seed must be an unsigned integer, not '\(value)'")
                }
                options.seed = seed
            }
        }
        return options
    }

    /// True when the phases of `side` should run.
    func runs(_ side: Side) -> Bool {
        only == nil || only == side
    }

    /// True when `phase` of `side` should be measured.
    func measures(_ phase: Phase, of side: Side) -> Bool {
        runs(side) && phases.contains(phase)
    }
}

/// The parsed form of a `TextPattern`: what the matcher walks.
indirect enum PatternNode: Sendable, Equatable {
    /// One scalar that satisfies the set (a literal is a set of one).
    case scalar(ScalarSet)
    /// `^`: only at the start of the code.
    case start
    /// `$`: only at the end of the code.
    case end
    case sequence([PatternNode])
    /// `a|b|c`, tried left to right.
    case alternation([PatternNode])
    /// A quantified element; `maximum` nil means unbounded.
    case repetition(PatternNode, minimum: Int, maximum: Int?)
}

/// Which scalars one position accepts: `[A-Z0-9]`, `\d`, `.`, or a literal.
struct ScalarSet: Sendable, Equatable {
    var ranges: [ClosedRange<UInt32>]
    var negated: Bool

    static let any = ScalarSet(ranges: [], negated: true)
    static let digits = ScalarSet(ranges: [0x30...0x39], negated: false)
    static let word = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A], negated: false)
    static let space = ScalarSet(ranges: [0x09...0x0D, 0x20...0x20], negated: false)

    static func literal(_ scalar: Unicode.Scalar) -> ScalarSet {
        ScalarSet(ranges: [scalar.value...scalar.value], negated: false)
    }

    var inverted: ScalarSet { ScalarSet(ranges: ranges, negated: !negated) }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let inside = ranges.contains { $0.contains(scalar.value) }
        return inside != negated
    }
}

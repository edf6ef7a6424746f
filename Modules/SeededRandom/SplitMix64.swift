/// A small seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// Benchmarks and tests need the same "random" bytes on every run and every
/// machine: a benchmark document must stay byte-for-byte the same so numbers
/// compare over time, and a failing fuzz-style test must fail again with the
/// same input. The system generator is seeded randomly; this one is not.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// An integer in `range` (small ranges only; the modulo bias is negligible).
    ///
    /// Written out rather than `Int.random(in:using:)` so the sequence does not
    /// depend on how the standard library maps random bits to a range.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// An integer from 0 up to, not including, `bound`; 0 when `bound` is not positive.
    public mutating func below(_ bound: Int) -> Int {
        int(in: 0...max(0, bound - 1))
    }

    /// An element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}

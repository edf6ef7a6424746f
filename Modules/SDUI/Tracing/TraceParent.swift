/// A W3C trace context as the `traceparent` header carries it: which trace
/// a request belongs to and which span sent it (`00-<trace>-<span>-01`).
///
/// Foundation-free and made from the system's random generator, because
/// the clip sends it too: every request a client makes carries one, so the
/// server's spans join the trace the person's action started.
public struct TraceParent: Sendable, Equatable {
    public static let headerName = "traceparent"

    /// The 128-bit trace id, high and low halves; never both zero.
    public let traceHigh: UInt64
    public let traceLow: UInt64
    /// The 64-bit id of the span; never zero.
    public let spanID: UInt64

    public init(traceHigh: UInt64, traceLow: UInt64, spanID: UInt64) {
        self.traceHigh = traceHigh
        self.traceLow = traceLow
        self.spanID = spanID
    }

    /// The first span of a new trace.
    public static func root() -> TraceParent {
        var random = SystemRandomNumberGenerator()
        return TraceParent(traceHigh: random.next(), traceLow: random.next() | 1, spanID: random.next() | 1)
    }

    /// A new span in the same trace.
    public func child() -> TraceParent {
        var random = SystemRandomNumberGenerator()
        return TraceParent(traceHigh: traceHigh, traceLow: traceLow, spanID: random.next() | 1)
    }

    /// The header's value, sampled (`-01`): the person's action decides to trace.
    public var header: String {
        var bytes: [UInt8] = [UInt8(ascii: "0"), UInt8(ascii: "0"), UInt8(ascii: "-")]
        bytes.reserveCapacity(55)
        Self.appendHex(traceHigh, to: &bytes)
        Self.appendHex(traceLow, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        Self.appendHex(spanID, to: &bytes)
        bytes += [UInt8(ascii: "-"), UInt8(ascii: "0"), UInt8(ascii: "1")]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The trace id in the 32 lower-case hex digits collectors show.
    public var traceID: String {
        var bytes: [UInt8] = []
        Self.appendHex(traceHigh, to: &bytes)
        Self.appendHex(traceLow, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendHex(_ value: UInt64, to bytes: inout [UInt8]) {
        var shift: UInt64 = 60
        while true {
            let digit = UInt8(truncatingIfNeeded: (value >> shift) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            if shift == 0 { return }
            shift -= 4
        }
    }

    /// Reads a version-00 header (as a tracer writes it); nil for anything
    /// else, including the all-zero ids the recommendation forbids.
    public init?(header: String) {
        let parts = header.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "00", parts[1].utf8.count == 32, parts[2].utf8.count == 16, parts[3].utf8.count == 2,
              let high = UInt64(parts[1].prefix(16), radix: 16), let low = UInt64(parts[1].suffix(16), radix: 16),
              let span = UInt64(parts[2], radix: 16), high != 0 || low != 0, span != 0 else { return nil }
        self.init(traceHigh: high, traceLow: low, spanID: span)
    }
}

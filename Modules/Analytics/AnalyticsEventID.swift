/// Event ids: 128 random bits as 32 lowercase hex digits.
///
/// The server deduplicates on the id, so ids must never collide across
/// devices or restarts; 128 bits from the system's cryptographic generator
/// make that safe without any coordination or stored counter.
public enum AnalyticsEventID {
    /// A new id from the system's cryptographic generator.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A new id from `generator` (seeded generators make reproducible ids in tests).
    public static func random(using generator: inout some RandomNumberGenerator) -> String {
        hex(generator.next() as UInt64) + hex(generator.next() as UInt64)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

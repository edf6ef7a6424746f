import Analytics
import JSON

/// The size an event takes in an upload batch, for comparison with its size on disk.
enum WireSize {
    static func encodedSize(_ event: AnalyticsEvent) throws -> Int {
        try JSONModelEncoder().encode(event).count
    }
}

import Foundation

/// Seconds since 1970 (UTC), for expiries and timestamps.
public enum ServerClock {
    public static func now() -> Int64 { Int64(Date().timeIntervalSince1970) }

    /// Milliseconds since 1970, for records whose order within a second matters (releases, their log).
    public static func millisecondsSinceEpoch() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
}

import Foundation

/// Seconds since 1970 (UTC), for expiries and timestamps.
public enum ServerClock {
    public static func now() -> Int64 { Int64(Date().timeIntervalSince1970) }
}

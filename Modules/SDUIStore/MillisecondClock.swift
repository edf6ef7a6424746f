import Foundation

/// Wall-clock time in whole milliseconds since 1970 (UTC), injectable.
///
/// Stored timestamps (when a document was cached, when an event happened,
/// the suffix of a file moved aside) all come from one clock, so tests can
/// fix time and assert exact values instead of sleeping.
public struct MillisecondClock: Sendable {
    private let read: @Sendable () -> Int64

    /// A clock that reads `read` (tests pass a fixed or stepping value).
    public init(_ read: @escaping @Sendable () -> Int64) {
        self.read = read
    }

    /// The system's real-time clock.
    public static let system = MillisecondClock { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }

    /// Milliseconds since 1970-01-01T00:00:00Z.
    public func now() -> Int64 { read() }
}

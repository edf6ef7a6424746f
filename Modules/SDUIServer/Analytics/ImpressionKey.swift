import AnalyticsContract
import Crypto

/// The stored id of an `impression` event (contract §8.6): made from the
/// install, the session, the screen view and the component, so the
/// storage's primary key keeps one row for each, in SQLite and PostgreSQL
/// alike, and a repeat (the same impression from a resent batch, or fired
/// again by a client with no limit) is counted as a duplicate, not an
/// error and not a second row.
enum ImpressionKey {
    /// The id `event` is stored under, or nil for an event that is not an
    /// impression, or one without its session, screen view or component
    /// (kept under its own id, as any event).
    static func storedID(of event: AnalyticsEvent, install: String?) -> String? {
        guard event.name == AnalyticsEvent.impressionName,
              let session = event.properties["session"]?.stringValue,
              let view = event.properties["screenView"]?.intValue,
              let element = event.properties["elementID"]?.stringValue else { return nil }
        // Each part's length first, so no two keys run together.
        let parts = [install ?? "", session, String(view), element]
        let text = parts.map { "\($0.utf8.count):\($0)" }.joined()
        let digest = SHA256.hash(data: Array(text.utf8))
        return "impression:" + Hex.encode(digest)
    }
}

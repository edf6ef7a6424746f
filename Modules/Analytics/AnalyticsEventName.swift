import AnalyticsContract

/// The `name` of each event the client records, spelled once.
///
/// The server stores names as sent; dashboards group by them, so a rename is
/// a contract change, not a refactoring.
public enum AnalyticsEventName {
    public static let sessionStart = "sessionStart"
    public static let sessionEnd = "sessionEnd"
    public static let screenView = "screenView"
    public static let actionRun = "actionRun"
    public static let diagnostics = "diagnostics"
    /// A component was seen (§8.6): the server keeps one per install, screen view and component.
    public static let impression = AnalyticsEvent.impressionName
    /// Synthetic: how many events the client dropped (queue full or rejected) since the last report.
    public static let eventsDropped = "eventsDropped"
}

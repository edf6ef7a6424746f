/// Every kind of event the server records on its own, each written to the
/// server's table (`AnalyticsEventSource.server`), never the clients'. A new
/// kind is added here, and `ServerEventCollisionTests` then asks for a case
/// that proves a client event with the same id cannot stop it.
public enum ServerEventKind: String, Sendable, CaseIterable {
    /// An install saw its variant of an experiment (`ExposureLog`).
    case experimentExposure

    /// The event's `name`; clients may not send events of these names either,
    /// so a report that reads names never mistakes one for the other.
    public var name: String { rawValue }
}

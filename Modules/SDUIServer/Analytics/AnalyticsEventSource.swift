/// Who wrote an analytics event, and so the table it lives in. Clients
/// choose their events' ids; the server's own events (`ServerEventKind`)
/// are kept in a table of their own, so no id a client sends can stand in
/// for one of them, or keep one from being written.
public enum AnalyticsEventSource: Sendable, Equatable, CaseIterable {
    /// Events clients sent (`POST /v{n}/analytics/events`): `analyticsEvent`.
    case client
    /// Events the server recorded itself (a module's `ServerEventKind`s): `sdui_server_event`.
    case server

    /// The table's name: a constant, never built from input.
    public var table: String {
        switch self {
        case .client: return "analyticsEvent"
        case .server: return "sdui_server_event"
        }
    }
}

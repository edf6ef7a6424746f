/// A kind of event the server records on its own, written to the server's
/// table (`AnalyticsEventSource.server`), never the clients'. Declared by
/// the module that records it (`ServerModule.serverEvents`, such as the
/// experiments' exposures), so the core names none; clients may not send
/// events of a declared name (`AnalyticsIngest` refuses them), so a report
/// that reads names never mistakes one for the other.
/// `ServerEventCollisionTests` asks every kind the demo declares for a case
/// that proves a client event with the same id cannot stop it.
public struct ServerEventKind: Hashable, Sendable, CustomStringConvertible {
    /// The event's `name`, in the server's table.
    public let name: String

    /// A kind named `name`; a module declares it in `serverEvents`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name, as logs and errors show it.
    public var description: String { name }
}

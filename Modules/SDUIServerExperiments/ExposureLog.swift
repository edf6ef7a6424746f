import JSON
import SDUIServer
import Synchronization

/// Records that an install saw its variant of an experiment: one event
/// (`experimentExposure`) per install and experiment, whose id is made
/// from both, so every instance writing it for the same install stores it
/// once (the table keys events by id). It goes to the server's own table
/// (`AnalyticsEventSource.server`), where no client event can take its id
/// first. Installs recorded by this instance are remembered (up to
/// `memory`, then forgotten together), so a returning client costs no write.
///
/// The experiments' state, one per environment (`Experiments.makeState`).
public final class ExposureLog: Sendable {
    /// The event's kind, declared by the module (`Experiments.serverEvents`), so clients may not send one.
    static let kind = ServerEventKind("experimentExposure")
    let store: any AnalyticsEventStore
    let memory: Int
    private let recorded = Mutex<Set<String>>([])

    init(store: any AnalyticsEventStore, memory: Int = 100_000) {
        self.store = store
        self.memory = memory
    }

    static func eventID(experiment: String, install: String) -> String { "exposure:\(experiment):\(install)" }

    /// Stores the exposure (on `screen`, the first of the experiment's the
    /// install was shown) unless this instance did already; a failed write is
    /// tried again on the install's next request (the screen is served regardless).
    func record(_ experiment: Experiment, variant: Experiment.Variant, install: String, screen: String) async {
        let id = Self.eventID(experiment: experiment.name, install: install)
        guard !recorded.withLock({ $0.contains(id) }) else { return }
        let properties: JSONValue = [
            "experiment": .string(experiment.name), "variant": .string(variant.name), "install": .string(install),
            "screen": .string(screen),
        ]
        guard let text = try? properties.jsonString([.sortedKeys]) else { return }
        let now = ServerClock.millisecondsSinceEpoch()
        let event = StoredAnalyticsEvent(id: id, name: Self.kind.name, timestamp: now, properties: text, receivedAt: now / 1000)
        guard (try? await store.insertNew([event], from: .server)) != nil else { return }
        recorded.withLock { recorded in
            if recorded.count >= memory { recorded.removeAll(keepingCapacity: true) }
            recorded.insert(id)
        }
    }
}

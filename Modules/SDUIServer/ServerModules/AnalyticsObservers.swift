import AnalyticsContract
import Synchronization

/// Told of each analytics batch once it is stored (`POST
/// /v{n}/analytics/events`): the batch, its install id (nil without one) and
/// the content served now. A module reads what clients saw this way (the
/// experiments count an impression as an exposure) without the ingest
/// knowing it. Registered with `ServerEnvironment.onAnalyticsStored(_:)`.
public typealias AnalyticsObserver = @Sendable (_ batch: AnalyticsBatch, _ install: String?, _ content: ContentSnapshot) async -> Void

/// The observers modules registered, told in registration order. Shared by every copy of the environment.
final class AnalyticsObservers: Sendable {
    private let observers = Mutex<[AnalyticsObserver]>([])

    func add(_ observer: @escaping AnalyticsObserver) {
        observers.withLock { $0.append(observer) }
    }

    func tell(_ batch: AnalyticsBatch, install: String?, content: ContentSnapshot) async {
        for observer in observers.withLock({ $0 }) { await observer(batch, install, content) }
    }
}

extension ServerEnvironment {
    /// Calls `observer` after each analytics batch is stored, before its
    /// answer is sent; a module subscribes in `makeState`. The observer
    /// cannot fail the batch: what it records is its own to retry.
    public func onAnalyticsStored(_ observer: @escaping AnalyticsObserver) {
        analyticsObservers.add(observer)
    }
}

import SDUI
import SDUIStore

/// Analytics as a feature: installs an `AnalyticsObserver` into the
/// registry, or nothing at all when the user turned analytics off.
///
/// ```swift
/// let analytics = try AnalyticsFeature(
///     settings: .resolve(),
///     configuration: AnalyticsConfiguration(queuePath: AnalyticsConfiguration.defaultQueuePath(),
///                                           ingestURL: AnalyticsConfiguration.ingestURL(serverBase: base)),
///     http: curl) { notice in log(notice.description) }
/// try registry.install(analytics)
/// ```
///
/// When analytics is off no file is opened or created and no observer is
/// registered, so nothing is recorded or sent.
public struct AnalyticsFeature: Feature {
    public let name = "Analytics"
    /// The installed observer; nil when analytics is off.
    public let observer: AnalyticsObserver?

    /// Opens the queue (moving an unusable file aside, reported through
    /// `onNotice` as `.storeRecovered`) unless `settings` says off.
    public init(settings: AnalyticsSettings, configuration: AnalyticsConfiguration, http: any HTTPClient,
                clock: MillisecondClock = .system,
                onNotice: @escaping @Sendable (AnalyticsNotice) -> Void = { _ in }) throws(StoreError) {
        guard settings.isEnabled else {
            observer = nil
            return
        }
        let queue = try AnalyticsQueue.open(path: configuration.queuePath, capacity: configuration.capacity, clock: clock)
        if let problem = queue.store.recoveredProblem { onNotice(.storeRecovered(problem)) }
        let uploader = AnalyticsUploader(queue: queue, http: http, ingestURL: configuration.ingestURL,
                                         batchSize: configuration.batchSize, flushInterval: configuration.flushInterval,
                                         backoff: configuration.backoff, headers: configuration.headers, onNotice: onNotice)
        observer = AnalyticsObserver(queue: queue, uploader: uploader, clock: clock, onNotice: onNotice)
    }

    /// Installs a ready observer (tests, custom set-ups); nil installs nothing.
    public init(observer: AnalyticsObserver?) {
        self.observer = observer
    }

    /// Adds the observer, or nothing when analytics is off.
    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        if let observer { registry.add(observer: observer) }
    }
}

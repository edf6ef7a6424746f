import JSON
import SDUI
import SDUIStore

/// Sends queued events to the ingest endpoint in batches and deletes only
/// what the server acknowledged.
///
/// - **Acknowledgement.** A batch is deleted from the queue only when the
///   answer is 2xx with an `AnalyticsIngestResult` whose
///   `accepted + duplicates` equals the batch size. Anything else keeps the
///   batch, so delivery is at least once; the server's idempotency on event
///   ids turns that into exactly once.
/// - **Backoff.** Failures (no connection, timeouts, 5xx, 429, a short
///   count) wait per `BackoffPolicy` (exponential, full jitter, capped) and
///   retry; after `maximumAttempts` consecutive failures the flush gives up
///   and the events wait for the next trigger.
/// - **Permanent refusals.** 400, 413 and 422 mean the batch itself is
///   unacceptable: the batch is halved until the refused event is alone, and
///   that event is discarded and counted as lost (`eventsDropped` reports it).
/// - **When.** `eventRecorded(pending:)` flushes once a batch is full and
///   otherwise arms a timer (`flushInterval`); `requestFlush()` (session
///   start and end) and `flush()` send at once. One flush runs at a time.
///
/// The transport is injected (`any HTTPClient`): libcurl in the client, an
/// in-memory client in unit tests.
public actor AnalyticsUploader {
    public let ingestURL: String
    public let batchSize: Int
    public let flushInterval: Duration
    public let backoff: BackoffPolicy
    private let queue: AnalyticsQueue
    private let http: any HTTPClient
    private let headers: [(name: String, value: String)]
    private let onNotice: @Sendable (AnalyticsNotice) -> Void
    private var flushTask: Task<FlushReport, Never>?
    private var timerTask: Task<Void, Never>?
    private var rerunRequested = false
    private var generator = SystemRandomNumberGenerator()

    /// Status codes that mean "this batch will never be accepted", as opposed to "try later".
    static let permanentRefusals: Set<Int> = [400, 413, 422]

    /// - Parameters:
    ///   - ingestURL: such as `http://127.0.0.1:8080/v1/analytics/events` (see `AnalyticsConfiguration.ingestURL`).
    ///   - batchSize: events per request, 1 to 1000 (the reference server's limit).
    ///   - headers: added to every request (a `User-Agent`, say).
    public init(queue: AnalyticsQueue, http: any HTTPClient, ingestURL: String, batchSize: Int = 50,
                flushInterval: Duration = .seconds(30), backoff: BackoffPolicy = BackoffPolicy(),
                headers: [(name: String, value: String)] = [],
                onNotice: @escaping @Sendable (AnalyticsNotice) -> Void = { _ in }) {
        self.queue = queue
        self.http = http
        self.ingestURL = ingestURL
        self.batchSize = min(1000, max(1, batchSize))
        self.flushInterval = flushInterval
        self.backoff = backoff
        self.headers = headers
        self.onNotice = onNotice
    }

    // MARK: Triggers

    /// Called after each recorded event: a full batch is sent at once, a
    /// partial one when `flushInterval` has passed.
    public func eventRecorded(pending: Int) {
        if pending >= batchSize {
            requestFlush()
        } else if timerTask == nil && flushTask == nil {
            let interval = flushInterval
            timerTask = Task { [weak self] in
                do { try await Task.sleep(for: interval) } catch { return }
                await self?.timerFired()
            }
        }
    }

    /// Starts a flush in the background; when one is running, it runs once
    /// more afterwards so events recorded meanwhile go too.
    public func requestFlush() {
        if flushTask != nil {
            rerunRequested = true
        } else {
            _ = startFlush()
        }
    }

    /// Sends everything queued now and returns what happened. Waits for a
    /// background flush first, so two flushes never send the same batch.
    @discardableResult
    public func flush() async -> FlushReport {
        if let running = flushTask { _ = await running.value }
        return await startFlush().value
    }

    /// Stops the timer and any running flush (between batches); queued events stay.
    public func stop() {
        timerTask?.cancel()
        timerTask = nil
        flushTask?.cancel()
    }

    private func timerFired() {
        timerTask = nil
        requestFlush()
    }

    private func startFlush() -> Task<FlushReport, Never> {
        if let flushTask { return flushTask }
        timerTask?.cancel()
        timerTask = nil
        let task = Task { await self.drain() }
        flushTask = task
        return task
    }

    private func drain() async -> FlushReport {
        var report = FlushReport()
        repeat {
            rerunRequested = false
            await sendAll(into: &report)
        } while rerunRequested && report.drained && !Task.isCancelled
        flushTask = nil
        return report
    }

    // MARK: Sending

    private enum Attempt {
        case acknowledged(AnalyticsIngestResult)
        case refused(status: Int, body: String)
        case failed(AnalyticsUploadError)
    }

    private func sendAll(into report: inout FlushReport) async {
        var failures = 0
        var limit = batchSize
        while !Task.isCancelled {
            let batch: [QueuedEvent]
            do throws(StoreError) {
                batch = try await queue.oldest(limit: limit)
            } catch {
                guard await wait(after: .store(error), failures: &failures, report: &report) else { return }
                continue
            }
            guard !batch.isEmpty else {
                report.drained = true
                return
            }
            switch await send(batch) {
            case .acknowledged(let result):
                do throws(StoreError) {
                    try await queue.acknowledge(batch.map(\.seq))
                } catch {
                    // The server has the events; sending them again only counts duplicates.
                    guard await wait(after: .store(error), failures: &failures, report: &report) else { return }
                    continue
                }
                failures = 0
                limit = batchSize
                report.batches += 1
                report.delivered += batch.count
                report.accepted += result.accepted
                report.duplicates += result.duplicates
                onNotice(.batchDelivered(events: batch.count, accepted: result.accepted, duplicates: result.duplicates))
            case .refused(let status, let body):
                if batch.count > 1 {
                    limit = max(1, batch.count / 2)
                    continue
                }
                do throws(StoreError) {
                    try await queue.discardRejected(batch.map(\.seq))
                } catch {
                    guard await wait(after: .store(error), failures: &failures, report: &report) else { return }
                    continue
                }
                report.rejected += 1
                onNotice(.eventRejected(id: batch[0].event.id, status: status, body: body))
            case .failed(let error):
                guard await wait(after: error, failures: &failures, report: &report) else { return }
            }
        }
    }

    /// Counts a failure and sleeps the backoff; false when the flush should give up.
    private func wait(after error: AnalyticsUploadError, failures: inout Int, report: inout FlushReport) async -> Bool {
        failures += 1
        report.failures += 1
        guard failures < backoff.maximumAttempts else {
            onNotice(.uploadFailed(error, attempt: failures, retryIn: nil))
            return false
        }
        let delay = backoff.delay(afterFailures: failures, using: &generator)
        onNotice(.uploadFailed(error, attempt: failures, retryIn: delay))
        do {
            try await Task.sleep(for: delay)
        } catch {
            return false
        }
        return true
    }

    private func send(_ batch: [QueuedEvent]) async -> Attempt {
        let body: [UInt8]
        do {
            body = try JSONModelEncoder().encode(AnalyticsBatch(events: batch.map(\.event)))
        } catch {
            return .failed(.encoding(detail: "\(error)"))
        }
        var request = OutgoingRequest(method: "POST", url: ingestURL, headers: headers, body: body)
        request.setHeader("Content-Type", "application/json")
        request.setHeader("Accept", "application/json")
        let response: HTTPResponse
        do throws(TransportError) {
            response = try await http.send(request)
        } catch {
            return .failed(.transport(error))
        }
        let excerpt = TransportError.excerpt(response.body)
        if Self.permanentRefusals.contains(response.status) {
            return .refused(status: response.status, body: excerpt)
        }
        guard (200..<300).contains(response.status) else {
            return .failed(.httpStatus(url: ingestURL, status: response.status, body: excerpt))
        }
        let result: AnalyticsIngestResult
        do {
            result = try JSONModelDecoder().decode(AnalyticsIngestResult.self, from: response.body)
        } catch {
            return .failed(.unreadableResult(url: ingestURL, detail: "\(error)"))
        }
        guard result.accepted + result.duplicates == batch.count, result.accepted >= 0, result.duplicates >= 0 else {
            return .failed(.incompleteAcknowledgement(url: ingestURL, sent: batch.count,
                                                      acknowledged: result.accepted + result.duplicates))
        }
        return .acknowledged(result)
    }
}

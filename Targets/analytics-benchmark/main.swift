// analytics-benchmark: what analytics costs per screen-view event.
//
//   analytics-benchmark [--events N] [--warmup N]
//
// Records N screen views through AnalyticsObserver.observe (the path a
// session takes: map, id, JSON, one SQLite transaction in WAL mode, nudge
// the uploader) into a fresh queue file, timing each call, then
// checkpoints the WAL and divides the file's growth by N. The uploader's
// transport never answers, so no upload competes with recording.
import Analytics
import Foundation
import SDUI
import SDUIStore

/// A transport that never answers: the one flush that starts stays in
/// flight, so the benchmark measures recording alone.
struct UnansweredHTTPClient: HTTPClient {
    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        do {
            try await Task.sleep(for: .seconds(86_400))
        } catch {
            throw .cancelled(url: request.url)
        }
        throw .cancelled(url: request.url)
    }
}

func option(_ name: String, default value: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
          let parsed = Int(CommandLine.arguments[index + 1]), parsed > 0
    else { return value }
    return parsed
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

func storeSize(_ path: String) -> Int {
    fileSize(path) + fileSize(path + "-wal")
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

let events = option("--events", default: 10_000)
let warmup = option("--warmup", default: 200)
let directory = NSTemporaryDirectory() + "analytics-benchmark-\(UInt64.random(in: 0...UInt64.max))"
let path = directory + "/" + AnalyticsQueue.defaultFileName
defer { try? FileManager.default.removeItem(atPath: directory) }

do {
    let queue = try AnalyticsQueue.open(path: path, capacity: events + warmup + 10)
    let uploader = AnalyticsUploader(queue: queue, http: UnansweredHTTPClient(),
                                     ingestURL: "http://127.0.0.1:9/v1/analytics/events", batchSize: 1000,
                                     flushInterval: .seconds(86_400))
    let observer = AnalyticsObserver(queue: queue, uploader: uploader) { notice in
        FileHandle.standardError.write(Data("analytics-benchmark: \(notice)\n".utf8))
    }
    func screenView(_ index: Int) -> SessionEvent {
        .screenViewed(path: "music/composers/composer-\(index % 500)", screenID: "composer",
                      analytics: AnalyticsMetadata(screenName: "composer", properties: ["composer": "composer-\(index % 500)"]))
    }

    for index in 0..<warmup { await observer.observe(screenView(index)) }
    try await queue.store.checkpoint()
    let sizeBefore = storeSize(path)

    let clock = ContinuousClock()
    var samples: [Duration] = []
    samples.reserveCapacity(events)
    let started = clock.now
    for index in 0..<events {
        let event = screenView(warmup + index)
        let start = clock.now
        await observer.observe(event)
        samples.append(clock.now - start)
    }
    let total = clock.now - started
    let walBeforeCheckpoint = fileSize(path + "-wal")
    try await queue.store.checkpoint()
    let sizeAfter = storeSize(path)
    let pending = try await queue.pendingCount()
    await uploader.stop()

    let sorted = samples.map(microseconds).sorted()
    func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))] }
    let mean = sorted.reduce(0, +) / Double(sorted.count)
    let sample = AnalyticsEventMapper().event(for: screenView(1), id: AnalyticsEventID.random(), timestamp: 1_795_000_000_123,
                                              sessionID: AnalyticsEventID.random())
    let wireBytes = try WireSize.encodedSize(sample)

    print("analytics-benchmark: \(events) screen-view events through AnalyticsObserver.observe (after \(warmup) warm-up)")
    print("  record time   median \(format(percentile(0.5))) us   p90 \(format(percentile(0.9))) us   p99 \(format(percentile(0.99))) us   max \(format(sorted.last ?? 0)) us   mean \(format(mean)) us")
    print("  throughput    \(format(Double(events) / (microseconds(total) / 1e6), 0)) events/s")
    print("  disk          \(sizeBefore) -> \(sizeAfter) bytes after checkpoint: \(format(Double(sizeAfter - sizeBefore) / Double(events))) bytes/event (WAL before checkpoint: \(walBeforeCheckpoint) bytes)")
    print("  wire          \(wireBytes) bytes of JSON per event in a batch")
    print("  queued        \(pending) events (expected \(events + warmup))")
} catch {
    FileHandle.standardError.write(Data("analytics-benchmark: \(error)\n".utf8))
    exit(1)
}

// sdui-store-probe: writes to a store until it is killed, printing each
// committed write, so tests can SIGKILL it mid-write and check that every
// write it reported survives. Not shipped; built for the tests.
//
//   sdui-store-probe cache-write PATH        # documents into a SQLiteScreenCache
//   sdui-store-probe analytics-record PATH   # screen-view events through AnalyticsObserver
//   sdui-store-probe analytics-list PATH     # the events queued in a client's analytics queue, then ends
//
// Prints `committed <key>` after each write returns; ends by itself after
// five minutes or 100,000 writes if nobody kills it (long enough that a test
// on a loaded machine still kills it mid-write). `analytics-list` prints
// `event <name> <timestamp> <screen view> <element id>` a line (`-` where
// an event has none), oldest first,
// and leaves the queue as it was (a running client may be writing to it).
import Analytics
import Foundation
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore

/// The probe never uploads; a request would mean a bug in the probe.
struct NoNetwork: HTTPClient {
    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        throw .cannotConnect(url: request.url, detail: "the probe has no network")
    }
}

func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("sdui-store-probe: " + message + "\n").utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: sdui-store-probe cache-write|analytics-record|analytics-list PATH") }
let mode = arguments[1]
let path = arguments[2]
let deadline = ContinuousClock.now + .seconds(300)
let maximumWrites = 100_000

switch mode {
case "cache-write":
    let cache: SQLiteScreenCache
    do {
        cache = try SQLiteScreenCache(path: path, maximumDocuments: maximumWrites)
    } catch {
        fail("\(error)")
    }
    emit("open")
    var index = 0
    while index < maximumWrites && ContinuousClock.now < deadline {
        let url = "http://127.0.0.1/v1/screens/probe-\(index)"
        let body = Array("{\"id\":\"probe-\(index)\",\"padding\":\"\(String(repeating: "x", count: 512))\"}".utf8)
        do {
            try await cache.save(CachedDocument(url: url, etag: "\"etag-\(index)\"", body: body))
        } catch {
            fail("\(error)")
        }
        emit("committed \(index)")
        index += 1
    }
case "analytics-record":
    let queue: AnalyticsQueue
    do {
        queue = try AnalyticsQueue.open(path: path, capacity: maximumWrites + 1)
    } catch {
        fail("\(error)")
    }
    let uploader = AnalyticsUploader(queue: queue, http: NoNetwork(), ingestURL: "http://127.0.0.1:9/v1/analytics/events",
                                     batchSize: 1000, flushInterval: .seconds(3600))
    let observer = AnalyticsObserver(queue: queue, uploader: uploader) { notice in fail("\(notice)") }
    let mapper = AnalyticsEventMapper()
    emit("open")
    var index = 0
    while index < maximumWrites && ContinuousClock.now < deadline {
        let event = mapper.event(
            for: .screenViewed(path: "music/composers/\(index)", screenID: "composer",
                               analytics: AnalyticsMetadata(screenName: "composer", properties: ["composer": "c\(index)"])),
            id: AnalyticsEventID.random(), timestamp: MillisecondClock.system.now(), sessionID: "probe")
        guard await observer.record(event) else { fail("event \(index) was not recorded") }
        emit("committed \(event.id)")
        index += 1
    }
case "analytics-list":
    do {
        let queue = try AnalyticsQueue.open(path: path)
        for queued in try await queue.oldest(limit: 10_000) {
            let properties = queued.event.properties
            let view = properties["screenView"]?.intValue.map(String.init) ?? "-"
            emit("event \(queued.event.name) \(queued.event.timestamp) \(view) \(properties["elementID"]?.stringValue ?? "-")")
        }
    } catch {
        fail("\(error)")
    }
default:
    fail("unknown mode '\(mode)'")
}

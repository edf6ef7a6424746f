import Foundation
import JSON
import SDUITesting
import Testing

/// Impressions (contract §8.6) through the built `sdui` on a real pty
/// against the real server: the music screen's promoted banner, which a
/// client counts as seen when half of it has been on screen for 800 ms,
/// once per screen view. Its clock is the real one, so each case is
/// arranged to hold however slow the machine: a share too small is never
/// seen, and each moment the banner could start counting is recorded
/// before the key that starts it, so the impression's own timestamp says
/// which exposure it came from. What reached the server is read from the
/// server's analytics storage; while the client runs, its analytics queue
/// is read by `sdui-store-probe` (the client sends its queue when a session
/// starts and ends, or after half a minute).
@Suite("sdui binary: impressions on a pty")
struct ImpressionPtyTests {
    static let home = "\u{1B}[H", end = "\u{1B}[F"
    /// The banner's top edge: only the banner draws heavy box lines.
    static let bannerEdge = "┏"
    /// The last row of the music screen.
    static let lastRow = "Nothing is playing"

    /// An impression event: the milliseconds it was recorded at, its screen view and component.
    struct Impression: Equatable, CustomStringConvertible {
        let timestamp: Int64
        let screenView: Int?
        let element: String?
        var description: String { "impression of \(element ?? "-") in view \(screenView.map(String.init) ?? "-") at \(timestamp)" }
    }

    @Test("too small a share is not seen; scrolled in and out at once is seen too briefly; 800 ms on screen is seen, once a view; the server stores it once")
    func musicBanner() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui"), probe = try BuiltProgram("sdui-store-probe")
        let queue = data.appendingPathComponent("analytics.sqlite").path
        try await StoredAnalytics.run { base, stored in
            // Four rows: the title, one row of the four-row banner (a quarter of it) and the key line.
            let terminal = try PseudoTerminal(rows: 4, columns: 100)
            let process = try sdui.launch(["open", base, "--path", "music", "--images", "never", "--color", "never"],
                                          on: terminal, environment: ClientEnvironment.make(data, [:]))
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor(Self.bannerEdge), "\(terminal.text.suffix(800))")

            // Scrolled to the end, then a window of 24 rows: the screen's last rows, the banner above them.
            var mark = terminal.received.count
            terminal.type(Self.end)
            #expect(await terminal.waitFor(Self.lastRow, after: mark), "\(terminal.text(after: mark))")
            mark = terminal.received.count
            terminal.resize(rows: 24, columns: 100, telling: process)
            #expect(await terminal.waitFor("Albums", after: mark), "\(terminal.text(after: mark))")

            // In and out with one write: on screen for a frame.
            mark = terminal.received.count
            terminal.type(Self.home + Self.end)
            #expect(await terminal.waitFor(Self.lastRow, after: mark), "\(terminal.text(after: mark))")

            // In to stay: seen 800 ms after this key at the earliest, not after anything before it.
            mark = terminal.received.count
            let shown = Self.now()
            terminal.type(Self.home)
            #expect(await terminal.waitFor(Self.bannerEdge, after: mark), "\(terminal.text(after: mark))")
            let seen = await Self.impressions(queue: queue, probe: probe, stored: stored) { !$0.isEmpty }
            #expect(seen.count == 1, "\(seen)")
            let first = try #require(seen.first)
            #expect(first.element == "promoted-banner" && first.screenView == 1, "\(first)")
            #expect(first.timestamp >= shown + 800, "seen \(first.timestamp - shown) ms after it came to stay: an earlier exposure counted")

            // Out and in again in the same view: once a view.
            mark = terminal.received.count
            terminal.type(Self.end)
            #expect(await terminal.waitFor(Self.lastRow, after: mark), "\(terminal.text(after: mark))")
            mark = terminal.received.count
            terminal.type(Self.home)
            #expect(await terminal.waitFor(Self.bannerEdge, after: mark), "\(terminal.text(after: mark))")
            terminal.type("q")
            #expect(await terminal.waitForExit(of: process, seconds: 30))

            // The session's end sends the queue: the server holds the one impression, under its view and component.
            let ended = await Self.waitFor { (try? await stored.events().contains { $0.name == "sessionEnd" }) ?? false }
            #expect(ended, "the session's end never reached the server")
            let events = try await stored.events()
            let impressions = events.filter { $0.name == "impression" }
            #expect(impressions.count == 1, "\(events.map(\.name))")
            let properties = try JSONParser().parse(Array((impressions.first?.properties ?? "{}").utf8)).objectValue
            #expect(properties?["elementID"] == "promoted-banner" && properties?["screen"] == "musicBrowse"
                    && properties?["screenView"] == .number(JSONNumber(1)), "\(impressions)")
            #expect(impressions.first?.timestamp == first.timestamp)
        }
    }

    /// Milliseconds since 1970, the clock the client stamps its events with.
    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    /// The impressions the client recorded, wherever they are (its queue, or the
    /// server once sent), read until `enough` holds or the probe has looked for
    /// as long as a pty waits for a frame.
    static func impressions(queue: String, probe: BuiltProgram, stored: StoredAnalytics,
                            until enough: ([Impression]) -> Bool) async -> [Impression] {
        var found: [Impression] = []
        _ = await waitFor {
            var all = Set<String>()
            found = []
            let queued = (try? await probe.run(["analytics-list", queue]).output) ?? ""
            for line in queued.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 5, fields[0] == "event", fields[1] == "impression", let timestamp = Int64(fields[2]) else { continue }
                let impression = Impression(timestamp: timestamp, screenView: Int(fields[3]), element: fields[4] == "-" ? nil : String(fields[4]))
                if all.insert(impression.description).inserted { found.append(impression) }
            }
            for event in (try? await stored.events()) ?? [] where event.name == "impression" {
                let properties = (try? JSONParser().parse(Array(event.properties.utf8)))?.objectValue
                let impression = Impression(timestamp: event.timestamp, screenView: properties?["screenView"]?.intValue,
                                            element: properties?["elementID"]?.stringValue)
                if all.insert(impression.description).inserted { found.append(impression) }
            }
            return enough(found)
        }
        return found
    }

    /// Tries `condition` every 50 ms, as long as a pty waits for a frame (30 s); whether it held.
    static func waitFor(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<600 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return await condition()
    }
}

import SDUI
import Synchronization

/// Holds the server-sent-events stream of one live screen (or the
/// widget's): connects,
/// reads `changed` events, and reconnects after a drop with a growing
/// delay (a quarter second, doubling to 30 s, reset by a good connection),
/// each time telling the server which rendering the client has
/// (`Last-Event-ID`), so a change made while it was away is announced at
/// once. It stops for good when the server has no stream to offer (an old
/// server, a proxy that refuses it): the screen's `refreshInterval` then
/// carries on alone.
public struct LiveFollower: Sendable {
    let http: any StreamingHTTPClient
    /// The request that opens the stream, given the `Last-Event-ID` to send.
    let request: @Sendable (String?) async -> OutgoingRequest

    /// Follows live screen `path` through `api`; nil when the transport cannot stream.
    public init?(screen path: ScreenPath, api: APIClient) {
        guard let http = api.streaming else { return nil }
        self.http = http
        request = { lastEventID in await api.liveRequest(.live(path), lastEventID: lastEventID) }
    }

    /// Follows the widget through `api`; nil when the transport cannot stream.
    public init?(widgetOf api: APIClient) {
        guard let http = api.streaming else { return nil }
        self.http = http
        request = { lastEventID in await api.liveRequest(.liveWidget, lastEventID: lastEventID) }
    }

    static let firstDelay: Duration = .milliseconds(250)
    static let maximumDelay: Duration = .seconds(30)
    /// Servers beat every 15 s; three missed beats end the connection.
    static let idleTimeout: Duration = .seconds(45)
    /// Not an event of the stream: the client's own mark that it opened.
    static let opened = ServerSentEvent(id: nil, event: "", data: "")

    /// What one connection came to.
    enum Attempt: Sendable {
        /// Connected and later dropped or ended: try again soon.
        case dropped
        /// Could not connect, or the server was busy: try again later.
        case failed
        /// The server offers no stream for this screen: stop.
        case unsupported
    }

    /// Runs until the task is cancelled or the server offers no stream.
    /// - Parameters:
    ///   - lastEventID: the `ETag` of the copy the client shows now.
    ///   - connected: told when a connection opens (true) and ends (false).
    ///   - changed: called for each `changed` event, one at a time.
    public func run(lastEventID: @escaping @Sendable () async -> String?, connected: @escaping @Sendable (Bool) async -> Void,
                    changed: @escaping @Sendable (ServerSentEvent) async -> Void) async {
        var delay = Self.firstDelay
        while !Task.isCancelled {
            let attempt = await connect(lastEventID: await lastEventID(), connected: connected, changed: changed)
            await connected(false)
            switch attempt {
            case .unsupported: return
            case .dropped: delay = Self.firstDelay
            case .failed: break
            }
            // A little jitter, so clients of a stopped instance do not all come back at once.
            let jitter = Double(UInt8.random(in: 0...50)) / 250
            try? await Task.sleep(for: delay * (1 + jitter))
            delay = min(delay * 2, Self.maximumDelay)
        }
    }

    private func connect(lastEventID: String?, connected: @escaping @Sendable (Bool) async -> Void,
                         changed: @escaping @Sendable (ServerSentEvent) async -> Void) async -> Attempt {
        let request = await self.request(lastEventID)
        let (events, continuation) = AsyncStream<ServerSentEvent>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let reading = Reading(lastEventID: lastEventID)
        let http = http
        return await withTaskGroup(of: Attempt?.self) { group in
            group.addTask {
                defer { continuation.finish() }
                do throws(TransportError) {
                    let response = try await http.stream(request, idleTimeout: Self.idleTimeout) { bytes in
                        guard let (parsed, first) = reading.feed(bytes) else { return false }
                        // The first bytes (the server's opening comment) say the stream is up.
                        if first { continuation.yield(Self.opened) }
                        for event in parsed { continuation.yield(event) }
                        return true
                    }
                    switch response.status {
                    case 200..<300: return .dropped
                    case 404, 405, 406, 410, 501: return .unsupported
                    default: return .failed
                    }
                } catch {
                    return reading.opened ? .dropped : .failed
                }
            }
            group.addTask {
                for await event in events {
                    if event == Self.opened {
                        await connected(true)
                    } else if event.event == "changed" {
                        await changed(event)
                    }
                }
                return nil
            }
            var outcome: Attempt = .failed
            for await result in group {
                if let result { outcome = result }
            }
            return outcome
        }
    }

    /// The parser of one connection, fed on the transport's thread.
    private final class Reading: Sendable {
        private let state: Mutex<(parser: ServerSentEventParser, opened: Bool)>

        init(lastEventID: String?) {
            state = Mutex((ServerSentEventParser(lastEventID: lastEventID), false))
        }

        /// Whether any byte of the body arrived.
        var opened: Bool { state.withLock { $0.opened } }

        /// The events `bytes` completes, and whether they are the stream's
        /// first bytes; nil when the stream cannot be read (an event too large).
        func feed(_ bytes: [UInt8]) -> ([ServerSentEvent], first: Bool)? {
            state.withLock { state in
                let first = !state.opened
                state.opened = true
                guard let events = try? state.parser.feed(bytes) else { return nil }
                return (events, first)
            }
        }
    }
}

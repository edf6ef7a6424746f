/// One event of a `text/event-stream`.
public struct ServerSentEvent: Sendable, Equatable {
    /// The stream's last event id once this event arrived (`id:` lines stick until changed).
    public var id: String?
    /// `message` when the event named none.
    public var event: String
    /// The `data:` lines, joined by newlines.
    public var data: String

    public init(id: String?, event: String, data: String) {
        self.id = id
        self.event = event
        self.data = data
    }
}

/// Reads a `text/event-stream` as its bytes arrive, in any pieces: lines
/// end in LF, CR LF or CR (also split across pieces); `:` lines are
/// comments (heartbeats); a blank line ends an event. Everything is bounded:
/// a line or an event past `maximumEventBytes` is an error, not a buffer
/// that grows.
public struct ServerSentEventParser: Sendable {
    public static let maximumEventBytes = 64 * 1024

    /// Why the stream cannot be read further.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case eventTooLarge(limit: Int)

        public var description: String {
            switch self {
            case .eventTooLarge(let limit): return "an event of the stream is larger than \(limit) bytes"
            }
        }
    }

    private var line: [UInt8] = []
    private var afterCR = false
    private var data: [UInt8] = []
    private var hasData = false
    private var event = ""
    private var eventBytes = 0
    /// The id the next event carries (`id:` sets it for the rest of the stream).
    public private(set) var lastEventID: String?

    public init(lastEventID: String? = nil) {
        self.lastEventID = lastEventID
    }

    /// The events `bytes` completes, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws(Failure) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in bytes {
            if afterCR {
                afterCR = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\n"):
                if let event = try endLine() { events.append(event) }
            case UInt8(ascii: "\r"):
                afterCR = true
                if let event = try endLine() { events.append(event) }
            default:
                line.append(byte)
                guard line.count + eventBytes <= Self.maximumEventBytes else { throw .eventTooLarge(limit: Self.maximumEventBytes) }
            }
        }
        return events
    }

    private mutating func endLine() throws(Failure) -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        guard !line.isEmpty else { return dispatch() }
        eventBytes += line.count
        if line[0] == UInt8(ascii: ":") { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex
        let field = String(decoding: line[..<colon], as: UTF8.self)
        var valueStart = colon == line.endIndex ? colon : colon + 1
        if valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = line[valueStart...]
        switch field {
        case "data":
            if hasData { data.append(UInt8(ascii: "\n")) }
            data += value
            hasData = true
        case "event":
            event = String(decoding: value, as: UTF8.self)
        case "id" where !value.contains(0):
            lastEventID = String(decoding: value, as: UTF8.self)
        default:
            break // `retry` and unknown fields
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            event = ""
            eventBytes = 0
        }
        guard hasData else { return nil }
        return ServerSentEvent(id: lastEventID, event: event.isEmpty ? "message" : event, data: String(decoding: data, as: UTF8.self))
    }
}

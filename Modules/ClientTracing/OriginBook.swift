import JSON
import SDUI
import Synchronization

/// Where each element of the screens a tracing client has shown came from,
/// so the span of an element's action names its origin: the file and line
/// (or the Swift builder) the server's source maps give.
///
/// Filled by `TracingHTTPClient`: it asks for each screen with
/// `SDUI-Debug: origins` and keeps the origins of the answer it shows. The
/// server answers that only with `--debug-origins`, and only to loopback
/// clients or authors; a refusal makes the client ask for that screen again
/// without the header and stop asking, so the book stays empty and the
/// spans carry the element's id alone. Only with `--trace`: a client that
/// exports nothing asks nothing.
public final class OriginBook: Sendable {
    /// An element's origin as the debug answer writes it.
    public struct Origin: Sendable, Equatable {
        /// The content file (`screens/home.json`) or the builder's `#fileID`.
        public let file: String
        /// The line in that file; nil when the origin names none.
        public let line: Int?
        /// The whole origin in one line (`DebugOrigins.describe`).
        public let summary: String
    }

    /// The origins of the screens shown, by element id, the latest screen's
    /// winning: a screen revalidated with a 304 brings no body to read them
    /// from again. At most `capacity` ids; past it, the latest screen's alone.
    private let latest = Mutex<[String: Origin]>([:])
    static let capacity = 10_000
    /// False once the server refused to give origins: it is not asked again.
    private let asking = Mutex(true)

    /// Whether screens are still asked for with their origins.
    var mayAsk: Bool { asking.withLock { $0 } }

    /// The server refused origins (`SDUI-Debug` answered 400 or 403).
    func stopAsking() { asking.withLock { $0 = false } }

    public init() {}

    /// Where the element `elementID` came from (as the latest screen with that id showed it), for its action's span.
    public func origin(of elementID: String) -> Origin? {
        latest.withLock { $0[elementID] }
    }

    /// Keeps the origins of a debug answer's elements (those with an id).
    func record(debugAnswer body: [UInt8]) {
        guard let answer = try? JSONParser().parse(body) else { return }
        var found: [String: Origin] = [:]
        Self.collect(answer, into: &found)
        guard !found.isEmpty else { return }
        latest.withLock { kept in
            kept.merge(found) { _, latest in latest }
            if kept.count > Self.capacity { kept = found }
        }
    }

    private static func collect(_ value: JSONValue, into found: inout [String: Origin]) {
        switch value {
        case .object(let members):
            if let id = members["id"]?.stringValue, let origin = members[DebugOrigins.key], found[id] == nil,
               let file = origin["file"]?.stringValue ?? origin["builder"]?.stringValue {
                found[id] = Origin(file: file, line: origin["line"]?.intValue, summary: DebugOrigins.describe(origin))
            }
            for (_, member) in members { collect(member, into: &found) }
        case .array(let items):
            for item in items { collect(item, into: &found) }
        default:
            break
        }
    }

    /// The attributes a span of an action on `elementID` gets.
    func attributes(for elementID: String) -> [(String, String)] {
        guard let origin = origin(of: elementID) else { return [] }
        var attributes = [("code.file.path", origin.file), ("sdui.origin", origin.summary)]
        if let line = origin.line { attributes.append(("code.line.number", String(line))) }
        return attributes
    }
}

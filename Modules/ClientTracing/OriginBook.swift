import JSON
import SDUI
import Synchronization

/// Where each element of the screens a tracing client has shown came from,
/// so the span of an element's action names its origin: the file and line
/// (or the Swift builder) the server's source maps give.
///
/// Filled by `TracingHTTPClient`: after a screen arrives it asks for the
/// same screen again with `SDUI-Debug: origins` (the server answers that
/// only with `--debug-origins`, and only to loopback clients or authors;
/// otherwise the book stays empty and the spans carry the element's id
/// alone). Only with `--trace`: a client that exports nothing asks nothing.
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

    /// The origins of the screen shown last, by element id.
    private let latest = Mutex<[String: Origin]>([:])

    public init() {}

    /// Where the element `elementID` of the screen shown last came from, for its action's span.
    public func origin(of elementID: String) -> Origin? {
        latest.withLock { $0[elementID] }
    }

    /// Keeps the origins of a debug answer's elements (those with an id).
    func record(debugAnswer body: [UInt8]) {
        guard let answer = try? JSONParser().parse(body) else { return }
        var found: [String: Origin] = [:]
        Self.collect(answer, into: &found)
        guard !found.isEmpty else { return }
        latest.withLock { $0 = found }
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

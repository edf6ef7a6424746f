import JSON
import SDUIContract

/// Where a screen document came from: a content file (with its bytes, for
/// lines and columns, when the server has them) or a Swift builder.
package enum OriginSource: Sendable {
    case content(file: String, bytes: [UInt8]?)
    /// A content screen of the served snapshot, by path: its file and bytes
    /// are looked up only when a debug answer asks (`resolved`), never on
    /// the way of a normal request.
    case published(screen: String, snapshot: ContentSnapshot?)
    case builder(BuilderSource)

    /// `.published` as the file it names; the others as they are.
    var resolved: OriginSource {
        guard case .published(let screen, let snapshot) = self else { return self }
        let file = "screens/\(screen).json"
        return .content(file: file, bytes: snapshot?.files.files[file])
    }
}

/// Writes `_origin` (`DebugOrigins.key`) into every element of a debug
/// answer: the file, the JSON pointer and its line and column, and the
/// template an element's body came from; or the builder that made it.
package enum ElementOrigins {
    package static func annotate(_ document: JSONValue, source: OriginSource) -> JSONValue {
        let source = source.resolved
        var map: JSONSourceMap?
        if case .content(_, let bytes?) = source { map = JSONSourceMap(bytes) }
        return annotate(document, pointer: "", source: source, map: map)
    }

    private static func annotate(_ value: JSONValue, pointer: String, source: OriginSource, map: JSONSourceMap?) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(items.enumerated().map { annotate($0.element, pointer: "\(pointer)/\($0.offset)", source: source, map: map) })
        case .object(let object):
            var result = JSONObject(minimumCapacity: object.count + 1)
            for (key, member) in object {
                // The state is data, not elements; an origin already written stays as it is.
                let literal = key == "initialState" || key == DebugOrigins.key
                result[key] = literal ? member : annotate(member, pointer: pointer + "/" + JSONSourceMap.token(key), source: source, map: map)
            }
            // Elements, and template uses: what a use makes carries the use's origin too (`DebugOrigins.made`).
            if object["type"]?.stringValue != nil || object["template"] != nil, object[DebugOrigins.key] == nil {
                result[DebugOrigins.key] = origin(at: pointer, source: source, map: map)
            }
            return .object(result)
        default:
            return value
        }
    }

    private static func origin(at pointer: String, source: OriginSource, map: JSONSourceMap?) -> JSONValue {
        var origin = JSONObject()
        switch source {
        case .content(let file, _):
            origin["file"] = .string(file)
            origin["pointer"] = .string(pointer)
            if let position = map?[pointer] {
                origin["line"] = .number(JSONNumber(position.line))
                origin["column"] = .number(JSONNumber(position.column))
            }
            // Not "template": an object with that member is a template use to the expander.
            let parts = pointer.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count > 2, parts[1] == "templates" { origin["fromTemplate"] = .string(String(parts[2])) }
        case .published:
            break  // resolved before the walk
        case .builder(let builder):
            origin["builder"] = .string(builder.fileID)
            origin["line"] = .number(JSONNumber(builder.line))
            origin["pointer"] = .string(pointer)
        }
        return .object(origin)
    }

    /// `resolved` (a document decoded and encoded again, which drops
    /// `_origin`) with the origins of `annotated` put back on the elements
    /// with the same id; elements without an id (actions) have none.
    static func carry(from annotated: JSONValue, to resolved: JSONValue) -> JSONValue {
        putting(byID(annotated), into: resolved)
    }

    /// The origins written in a document, by element id.
    private static func byID(_ document: JSONValue) -> [String: JSONValue] {
        var origins: [String: JSONValue] = [:]
        JSONObjectWalk.forEachObject(in: document, skipping: ["initialState"]) { object, _ in
            if let id = object["id"]?.stringValue, let origin = object[DebugOrigins.key] { origins[id] = origin }
        }
        return origins
    }

    private static func putting(_ origins: [String: JSONValue], into value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map { putting(origins, into: $0) })
        case .object(let object):
            var result = JSONObject(minimumCapacity: object.count + 1)
            for (key, member) in object { result[key] = key == "initialState" ? member : putting(origins, into: member) }
            if object["type"] != nil, let id = object["id"]?.stringValue, let origin = origins[id] { result[DebugOrigins.key] = origin }
            return .object(result)
        default: return value
        }
    }

    /// Each element's origin in one line (`DebugOrigins.describe`), by its id: what the preview shows on hover.
    package static func described(in document: JSONValue) -> [String: String] {
        byID(document).mapValues(DebugOrigins.describe)
    }
}

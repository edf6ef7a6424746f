import JSON
import SDUIContract

/// Prepares a screen for a client that does not load pages (it did not
/// declare `pages`): each list that names a next page gets the following
/// pages' rows inlined, up to `maximumRows`, and then, when rows remain, a
/// "See more" row that opens the rest as a screen of its own
/// (`more/{cursor}/{page path}`, served by `moreScreen`).
struct PageInliner: Sendable {
    /// Rows inlined into one list at most; the rest are behind "See more".
    static let maximumRows = 500
    /// The first segment of the screens that show the rest of a list.
    static let moreSegment = "more"

    let pages: PageCatalog
    let request: ScreenRequest

    /// `document` with every list's further pages inlined. A screen without
    /// paged lists (most) comes back as it is, with nothing copied.
    func inline(_ document: JSONValue) async throws -> JSONValue {
        try await inlined(document) ?? document
    }

    /// The value with its lists' pages inlined, or nil when nothing in it names a next page.
    private func inlined(_ value: JSONValue) async throws -> JSONValue? {
        switch value {
        case .object(let object):
            var result: JSONObject?
            for (key, member) in object where key != "nextPage" {
                guard let changed = try await inlined(member) else { continue }
                if result == nil { result = object }
                result?[key] = changed
            }
            guard object["nextPage"] != nil else { return result.map(JSONValue.object) }
            var list = result ?? object
            list["nextPage"] = nil
            if case .object(let link)? = object["nextPage"] { try await extend(&list, from: link) }
            return .object(list)
        case .array(let elements):
            var result: [JSONValue]?
            for (index, element) in elements.enumerated() {
                guard let changed = try await inlined(element) else { continue }
                if result == nil { result = elements }
                result?[index] = changed
            }
            return result.map(JSONValue.array)
        default:
            return nil
        }
    }

    /// Appends the pages after `link` to the list's rows (`children` of a
    /// `lazyList`, else `components`), and the row that leads on.
    private func extend(_ list: inout JSONObject, from link: JSONObject) async throws {
        let rowsKey = list["children"] != nil ? "children" : "components"
        guard case .array(var rows)? = list[rowsKey] else { return }
        var next = Self.pageLink(link)
        var added = 0
        while let (path, cursor) = next, added < Self.maximumRows {
            let page: JSONObject
            do {
                page = try await pages.page(at: path, cursor: cursor, for: request)
            } catch {
                // The rows so far stand; the rest stays reachable by "See more".
                break
            }
            let pageRows = page["components"]?.arrayValue ?? []
            rows += pageRows
            added += pageRows.count
            next = page["nextPage"]?.objectValue.flatMap(Self.pageLink)
        }
        if let (path, cursor) = next, let more = Self.morePath(path: path, cursor: cursor) {
            let id = (list["id"]?.stringValue ?? rowsKey) + ".more"
            rows.append(.object([
                "type": "detailRow", "id": .string(id), "title": "See more",
                "primaryAction": .object(["type": "navigate", "destination": .string(more.description)]),
            ]))
        }
        list[rowsKey] = .array(rows)
    }

    private static func pageLink(_ link: JSONObject) -> (ScreenPath, String)? {
        guard let text = link["path"]?.stringValue, let cursor = link["cursor"]?.stringValue,
              let path = try? ScreenPath(validating: text) else { return nil }
        return (path, cursor)
    }

    /// `more/{cursor}/{path}`, when the cursor and path fit a screen path.
    static func morePath(path: ScreenPath, cursor: String) -> ScreenPath? {
        let segments = [moreSegment, cursor] + path.segments
        guard segments.count <= ScreenPath.maximumSegments, segments.allSatisfy(ScreenPath.isValid) else { return nil }
        return ScreenPath(checked: segments)
    }

    /// The page route and cursor a `more/…` screen path names.
    static func page(inMorePath path: ScreenPath) -> (path: ScreenPath, cursor: String)? {
        guard path.segments.count >= 3, path.segments[0] == moreSegment else { return nil }
        return (ScreenPath(checked: Array(path.segments.dropFirst(2))), path.segments[1])
    }

    /// The screen `more/{cursor}/{path}` shows: the page's rows as one
    /// section that names the next page (inlined again by `inline`).
    static func moreScreen(_ page: JSONObject, path: ScreenPath) -> JSONValue {
        var section: JSONObject = ["id": "more", "components": page["components"] ?? .array([])]
        if let next = page["nextPage"] { section["nextPage"] = next }
        return .object(["id": .string("more-" + path.description), "title": "More", "sections": .array([.object(section)])])
    }
}

import JSON
import SDUIContract

/// A content element's place in its file, and the preview's view of that
/// line: what the list of origins under a screen links to.
struct SourceLink: Equatable {
    let id: String
    /// `screens/home.json:11:9`.
    let label: String
    /// `/preview/source/screens/home.json#L11`.
    let url: String

    /// The elements from content files in a document answered with its
    /// origins, in document order, each with a link to its line in the
    /// preview's source view. Builders' elements have none: their Swift
    /// files are not on the server.
    static func links(in document: JSONValue) -> [SourceLink] {
        var links: [SourceLink] = []
        JSONObjectWalk.forEachObject(in: document, skipping: ["initialState", DebugOrigins.key]) { object, _ in
            guard let id = object["id"]?.stringValue, let origin = object[DebugOrigins.key],
                  let file = origin["file"]?.stringValue, let line = origin["line"]?.intValue else { return }
            let column = origin["column"]?.intValue.map { ":\($0)" } ?? ""
            links.append(SourceLink(id: id, label: "\(file):\(line)\(column)", url: "/preview/source/\(file)#L\(line)"))
        }
        return links
    }
}

/// Where the rest of a list comes from: the page route that serves it and
/// an opaque cursor the server made (the client never reads it, only sends
/// it back). A `list`, a `lazyList` or a section carries one while the
/// server has more rows than it sent.
///
/// ```json
/// "nextPage": {"path": "composers/bach/works", "cursor": "AWQ.x1Yp3v0qJ9m3c8uQe5t0Kw"}
/// ```
public struct PageLink: Codable, Sendable, Hashable {
    /// The page route, under `/v{n}/pages/`.
    public var path: ScreenPath
    public var cursor: String
    /// What the client is doing about this page; its own, never on the wire,
    /// so a renderer can say "loading" or offer a retry from the tree alone.
    public var status: Status = .waiting

    /// Where a client stands with the next page.
    public enum Status: Sendable, Hashable {
        /// Not asked for yet: it loads as the user comes near the list's end.
        case waiting
        case loading
        /// The last try failed, for this reason; activating the row tries again.
        case failed(String)
    }

    enum CodingKeys: String, CodingKey {
        case path, cursor
    }

    public init(path: ScreenPath, cursor: String) {
        self.path = path
        self.cursor = cursor
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decodeScreenPath(forKey: .path)
        cursor = try container.decode(String.self, forKey: .cursor)
        guard !cursor.isEmpty, cursor.utf8.count <= Self.maximumCursorBytes else {
            throw DecodingError.dataCorruptedError(forKey: .cursor, in: container,
                                                   debugDescription: "a cursor must hold 1 to \(Self.maximumCursorBytes) bytes")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path.description, forKey: .path)
        try container.encode(cursor, forKey: .cursor)
    }

    /// Cursors longer than this are refused by clients and servers alike.
    public static let maximumCursorBytes = 512
}

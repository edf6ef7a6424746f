import SDUIContract

/// What a page builder knows: the request (version, user, language, as a
/// screen builder has it) and the keyset position the page starts after,
/// read from a cursor whose signature the server checked.
public struct PageRequest: Sendable {
    public let screen: ScreenRequest
    /// The sort key of the last row the client has, as the builder wrote it
    /// into `PageRows.nextAfter` (or the screen into `ScreenRequest.nextPage`).
    public let after: [String]

    /// Rows a page holds unless a builder has a reason to choose otherwise.
    public static let rowsPerPage = 50
}

/// One page of rows as an app builds it.
public struct PageRows: Sendable {
    public var components: [Component]
    /// The last row's sort key when more rows follow; nil on the last page.
    public var nextAfter: [String]?

    public init(components: [Component], nextAfter: [String]?) {
        self.components = components
        self.nextAfter = nextAfter
    }
}

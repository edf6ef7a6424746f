import SDUIContract

/// A screen an app builds in Swift for each request, registered against its
/// route's declaration (`ScreenRoute`): the route's pattern finds it, and
/// its builder gets the route's parameters typed.
///
/// Built with the contract's types, so whatever it returns is a valid tree.
public struct RegisteredScreen: Sendable {
    /// The request and the path it asked for; the parameters are read by the
    /// route the screen was registered with.
    typealias Build = @Sendable (ScreenRequest, ScreenPath) async throws -> Screen?

    public let pattern: PathPattern
    /// Answer 401 to guests (and to invalid tokens) instead of building.
    public let requiresLogin: Bool
    public let owner: String
    /// Whether its rendering may be sent again, and until when.
    public let reuse: RenderReuse
    /// Whether `path` is this screen's (its parameters read as the route's types).
    let matches: @Sendable (ScreenPath) -> Bool
    let build: Build
}

import SDUIContract

/// A screen built in Swift for each request, matched by a path pattern
/// such as `parcels/{code}`.
///
/// Built with the contract's types, so whatever it returns is a valid tree.
public struct ScreenRoute: Sendable {
    public typealias Build = @Sendable (ScreenRequest, _ parameters: [String: String]) async throws -> Screen

    public let pattern: PathPattern
    /// Answer 401 to guests (and to invalid tokens) instead of building.
    public let requiresLogin: Bool
    public let owner: String
    /// Whether its rendering may be sent again, and until when.
    public let reuse: RenderReuse
    let build: Build
}

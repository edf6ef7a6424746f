import SDUIContract

/// What the home-screen widget shows for the caller.
public struct WidgetRoute: Sendable {
    public typealias Build = @Sendable (ScreenRequest) async throws -> Widget

    public let owner: String
    /// Sent as the widget's `refreshInterval` (seconds): how often a client
    /// revalidates it while shown, as for screens (nil: the client's default).
    public let refreshInterval: Int?
    let build: Build
}

import SDUI

/// What the home-screen widget shows for the caller.
public struct WidgetRoute: Sendable {
    public typealias Build = @Sendable (ScreenRequest) async throws -> Widget

    public let owner: String
    let build: Build
}

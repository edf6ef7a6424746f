/// An `asset:NAME` picture this client has no picture for: no feature or app
/// registered one under that name (`TerminalRegistry.register(picture:png:owner:)`).
/// Said once, like any picture that cannot be had; nothing is fetched for it.
public struct PictureNotRegistered: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reference as the screen gave it (`asset:event-banner-1`).
    public let url: String
    public let name: String

    public var description: String {
        "\(url): this client has no picture named '\(name)' (none is registered under that name)"
    }
}

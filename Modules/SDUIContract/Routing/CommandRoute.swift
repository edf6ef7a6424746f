/// A command an app runs (`POST /v{n}/commands/{name}`), declared once in
/// the app's contract module: the server registers its handler against it,
/// and the screens that offer the command make its URL from it.
///
/// ```swift
/// public static let pay = CommandRoute("scan-and-go/pay")
/// CommandAction(url: APIRoute.command(ParcelsRoutes.pay).path(version: 2))
/// ```
public struct CommandRoute: Sendable, Hashable, CustomStringConvertible {
    /// The command's name, which may have several segments (`scan-and-go/pay`).
    public let name: String
    /// Why the name cannot work, found when a server registers it.
    public let declarationError: String?

    public init(_ name: String) {
        self.name = name
        let segments = name.split(separator: "/", omittingEmptySubsequences: false)
        let bad = segments.first { !ScreenPath.isValid(String($0)) }
        declarationError = bad.map { "'\($0)' in the command '\(name)' is not a valid path segment" }
    }

    public var description: String { name }
}
